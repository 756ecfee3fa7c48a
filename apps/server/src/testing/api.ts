/** A signed-in call to the API of a running site: its status and JSON answer (null if none). */
export async function sendAsAdmin(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
) {
  const response = await fetch(base + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

/** The text fields of a valid news post, told apart by `title`. */
export const newsFields = (title: string) => ({
  title_ua: `Новина ${title}`,
  title_en: `News ${title}`,
  subtitle_ua: "Підзаголовок новини",
  subtitle_en: "Subtitle of the post",
  content_ua: "Текст новини про корів.",
  content_en: "Text of the post about cows.",
});
