/** A form's primary button: asleep while `disabled`, 'Обробка запиту...' while its request runs. */
export function SubmitButton({
  label,
  disabled,
  submitting,
}: {
  label: string;
  disabled: boolean;
  submitting: boolean;
}) {
  return (
    <button
      type="submit"
      className="admin-button admin-button--primary"
      disabled={disabled || submitting}
    >
      {submitting ? "Обробка запиту..." : label}
    </button>
  );
}
