/** The shelter's mark, beside its name in the header and the footer. */
export function ShelterMark() {
  return (
    <svg className="shelter-mark" viewBox="0 0 64 64" width="40" height="40" aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#3d6b35" />
      <path d="M14 24c-4-2-6-6-5-9 4 0 7 2 9 5m32 4c4-2 6-6 5-9-4 0-7 2-9 5" fill="#f7f1e3" />
      <ellipse cx="32" cy="34" rx="16" ry="17" fill="#fffdf8" />
      <ellipse cx="32" cy="44" rx="11" ry="7" fill="#e8b4a0" />
      <circle cx="27" cy="44" r="1.8" fill="#5a3a2e" />
      <circle cx="37" cy="44" r="1.8" fill="#5a3a2e" />
      <circle cx="25" cy="30" r="2.4" fill="#22281f" />
      <circle cx="39" cy="30" r="2.4" fill="#22281f" />
    </svg>
  );
}
