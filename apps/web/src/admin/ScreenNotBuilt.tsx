import { Link } from "react-router";

interface ScreenNotBuiltProps {
  title: string;
}

/** Stands in for a back-office screen until it is built; the back office speaks Ukrainian only. */
export function ScreenNotBuilt({ title }: ScreenNotBuiltProps) {
  return (
    <main className="screen-not-built" lang="uk">
      <h1>{title}</h1>
      <p>Цей екран ще не створено.</p>
      <p>
        <Link to="/">На головну сторінку</Link>
      </p>
    </main>
  );
}
