import { type ComponentPropsWithRef, useId } from "react";
import "./forms.css";

type TextFieldProps = {
  label: string;
  error?: string;
  hint?: string;
} & (
  | ({ multiline?: false } & ComponentPropsWithRef<"input">)
  | ({ multiline: true } & ComponentPropsWithRef<"textarea">)
);

/** A labelled input or textarea with its validation message underneath. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [props.hint ? hintId : "", props.error ? errorId : ""].join(" ").trim();
  const common = {
    id,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": described || undefined,
    className: "admin-field__control",
  };
  let control: React.ReactNode;
  if (props.multiline) {
    const { label: _l, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <textarea rows={5} {...rest} {...common} />;
  } else {
    const { label: _l, error: _e, hint: _h, multiline: _m, ...rest } = props;
    control = <input type="text" {...rest} {...common} />;
  }
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {props.label}
      </label>
      {control}
      {props.hint && (
        <p id={hintId} className="admin-field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="admin-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
