// Renders the demo PDF documents (the footer's Privacy Policy and Conditions of Use) with
// Debian's Chromium into apps/server/src/demo/documents/. Run: npx tsx scripts/make-demo-documents.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";

const outDir = path.join(import.meta.dirname, "../apps/server/src/demo/documents");

interface Document {
  file: string;
  title: { uk: string; en: string };
  sections: { uk: [string, string]; en: [string, string] }[];
}

const documents: Document[] = [
  {
    file: "privacy-policy.pdf",
    title: { uk: "Політика конфіденційності", en: "Privacy Policy" },
    sections: [
      {
        uk: [
          "Хто ми",
          "Сайт веде волонтерський притулок для корів і еко-ферма у селі Буша Вінницької області (вул. Виноградна, 11). Ми відповідаємо за дані, які ви нам довіряєте.",
        ],
        en: [
          "Who we are",
          "This site is run by the volunteer cow shelter and eco-farm in Busha village, Vinnytsia oblast (11 Vynohradna street). We are responsible for the data you entrust to us.",
        ],
      },
      {
        uk: [
          "Які дані ми збираємо",
          "Відвідувачам сайту не потрібно реєструватися. Якщо ви пишете нам або замовляєте екскурсію, ми бачимо лише те, що ви самі надіслали: ім'я, адресу електронної пошти, номер телефону та текст повідомлення.",
        ],
        en: [
          "What we collect",
          "Visitors do not need an account. If you write to us or book an excursion, we see only what you send yourself: your name, e-mail address, phone number and message.",
        ],
      },
      {
        uk: [
          "Навіщо",
          "Щоб відповісти вам, домовитися про екскурсію та подякувати за допомогу. Ми не продаємо і не передаємо ваші дані третім особам і не використовуємо їх для реклами.",
        ],
        en: [
          "Why",
          "To answer you, arrange an excursion and thank you for your help. We never sell or pass your data to third parties and do not use it for advertising.",
        ],
      },
      {
        uk: [
          "Пожертви",
          "Платежі проходять через ваш банк; ми бачимо лише суму та призначення платежу, які показує банківська виписка.",
        ],
        en: [
          "Donations",
          "Payments go through your own bank; we see only the amount and purpose shown on the bank statement.",
        ],
      },
      {
        uk: [
          "Ваші права",
          "Ви можете будь-коли попросити показати, виправити або видалити ваші дані, написавши на адресу притулку з розділу «Контакти».",
        ],
        en: [
          "Your rights",
          "You may ask at any time to see, correct or delete your data by writing to the shelter's address in the Contacts section.",
        ],
      },
    ],
  },
  {
    file: "conditions-of-use.pdf",
    title: { uk: "Умови використання", en: "Conditions of Use" },
    sections: [
      {
        uk: [
          "Про сайт",
          "Сайт розповідає про притулок, екскурсії та способи допомогти. Тексти й фотографії належать притулку; поширюйте їх із посиланням на сайт.",
        ],
        en: [
          "About the site",
          "The site tells about the shelter, its excursions and ways to help. Texts and photos belong to the shelter; share them with a link to the site.",
        ],
      },
      {
        uk: [
          "Екскурсії",
          "Екскурсії проводяться з весни до осені, до 30 гостей у групі. Ціни немає: ви жертвуєте стільки, скільки вважаєте за потрібне. Діти відвідують притулок разом із дорослими.",
        ],
        en: [
          "Excursions",
          "Excursions run from spring to autumn, up to 30 guests per group. There is no price: you donate what you choose. Children visit together with adults.",
        ],
      },
      {
        uk: [
          "Безпека",
          "Корови великі й лагідні, але це живі тварини. Під час візиту дотримуйтеся порад волонтерів, не годуйте тварин без дозволу і не заходьте за огорожу самостійно.",
        ],
        en: [
          "Safety",
          "Cows are big and gentle, but they are living animals. During a visit follow the volunteers' advice, do not feed the animals without permission and do not go past the fence alone.",
        ],
      },
      {
        uk: [
          "Пожертви",
          "Пожертви добровільні й використовуються на корм, ветеринарну допомогу та утримання притулку. Повернення пожертв можливе лише у разі помилкового платежу.",
        ],
        en: [
          "Donations",
          "Donations are voluntary and pay for feed, veterinary care and the upkeep of the shelter. A donation is returned only when it was paid by mistake.",
        ],
      },
    ],
  },
];

function html(document: Document): string {
  const block = (language: "uk" | "en") =>
    `<section lang="${language}"><h1>${document.title[language]}</h1>${document.sections
      .map((section) => `<h2>${section[language][0]}</h2><p>${section[language][1]}</p>`)
      .join("")}</section>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: "DejaVu Sans", sans-serif; font-size: 11pt; line-height: 1.5; color: #1f2a1f; margin: 0; }
    h1 { font-size: 20pt; color: #2f6b3a; margin: 0 0 12pt; }
    h2 { font-size: 13pt; margin: 14pt 0 4pt; }
    p { margin: 0; }
    section + section { page-break-before: always; }
    footer { margin-top: 24pt; font-size: 9pt; color: #5b665b; }
  </style></head><body>${block("uk")}${block("en")}
  <footer>Притулок для корів у Буші · Busha cow shelter · 2026</footer></body></html>`;
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
  ],
});
try {
  await mkdir(outDir, { recursive: true });
  const page = await browser.newPage();
  for (const document of documents) {
    await page.setContent(html(document));
    await page.pdf({
      path: path.join(outDir, document.file),
      format: "A4",
      margin: { top: "20mm", bottom: "20mm", left: "20mm", right: "20mm" },
    });
    console.log("wrote", document.file);
  }
} finally {
  await browser.close();
}
