import { type ReactNode, useEffect, useId, useMemo } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { FilePick } from "./FilePick.tsx";
import { IMAGE_ACCEPT, isStoredImage } from "./imageFile.ts";
import "./ImageField.css";

interface ImageFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The stored image's address, shown while the placeholder stands for it. */
  storedUrl?: string | null;
  /** Draws the preview; by default the picture alone. */
  renderPreview?: (src: string | null) => ReactNode;
}

/** Picks one image, previews it before it is sent and shows the form's message for it. */
export function ImageField<T extends FieldValues>({
  control,
  name,
  label,
  storedUrl,
  renderPreview,
}: ImageFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const file = field.value as File | null;
  const pickedUrl = useMemo(
    () => (file && !isStoredImage(file) && file.size > 0 ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (pickedUrl ? URL.revokeObjectURL(pickedUrl) : undefined), [pickedUrl]);
  const src = pickedUrl ?? (isStoredImage(file) ? (storedUrl ?? null) : null);
  const error = fieldState.error?.message;

  return (
    <div className="admin-field admin-image-field">
      <span className="admin-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="admin-image-field__preview">
        {renderPreview ? (
          renderPreview(src)
        ) : src ? (
          <img src={src} alt="Попередній перегляд" />
        ) : (
          <span className="admin-image-field__empty">Зображення не вибрано</span>
        )}
      </div>
      <FilePick
        id={id}
        accept={IMAGE_ACCEPT}
        buttonText={src ? "Замінити зображення" : "Вибрати зображення"}
        field={field}
        picked={file && !isStoredImage(file) ? file : null}
        error={error}
      />
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
