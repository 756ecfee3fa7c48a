/** The page numbers the archive's pager links to: the first, the last and two either side of the current; null marks a gap. */
export function archivePageNumbers(current: number, count: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    const near = Math.abs(page - current) <= 2;
    if (page === 1 || page === count || near) shown.push(page);
    else if (shown[shown.length - 1] !== null) shown.push(null);
  }
  return shown;
}
