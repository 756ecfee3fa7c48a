import { formatFileSize, UKRAINIAN_SIZE_UNITS } from "@shelter/contract";
import type { FieldValues, Path, UseControllerReturn } from "react-hook-form";
import "./ImageField.css";

interface FilePickProps<T extends FieldValues> {
  /** The input's id: `${id}-label` names it, `${id}-error` holds its message. */
  id: string;
  accept: string;
  buttonText: string;
  field: UseControllerReturn<T, Path<T>>["field"];
  /** The newly picked file, named with its size beside the button. */
  picked: File | null;
  /** Said beside the button while nothing is picked. */
  emptyText?: string;
  error?: string;
  /** What a pick does instead of setting the field at once (an image shrunk first). */
  onPick?: (file: File) => void;
}

/** A file button of our own: the browser's file input speaks the browser's language. */
export function FilePick<T extends FieldValues>({
  id,
  accept,
  buttonText,
  field,
  picked,
  emptyText,
  error,
  onPick = field.onChange,
}: FilePickProps<T>) {
  const name = picked
    ? `${picked.name} · ${formatFileSize(picked.size, UKRAINIAN_SIZE_UNITS)}`
    : emptyText;
  return (
    <div className="admin-file-pick">
      <label className="admin-button admin-button--secondary" htmlFor={id}>
        {buttonText}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={accept}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        name={field.name}
        onBlur={field.onBlur}
        ref={field.ref}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          // The same file picked again after a change still counts.
          event.target.value = "";
        }}
      />
      {name && <span className="admin-file-pick__name">{name}</span>}
    </div>
  );
}
