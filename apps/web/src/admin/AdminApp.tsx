/** Placeholder until the back office lands (issue 8). */
export default function AdminApp() {
  return <p>Завантаження...</p>;
}
