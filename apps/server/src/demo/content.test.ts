import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  contactCreateSchema,
  excursionUpdateSchema,
  newsInputSchema,
  partnerUpdateSchema,
  pdfDocumentInputSchema,
  reviewInputSchema,
} from "@shelter/contract";
import { describe, expect, it } from "vitest";
import {
  demoContact,
  demoDocuments,
  demoExcursions,
  demoGallery,
  demoNews,
  demoPartners,
  demoReviews,
} from "./content.ts";

const imagesDir = path.join(import.meta.dirname, "images");
const CYRILLIC = /\p{Script=Cyrillic}/u;
// English fields: plain ASCII, so no typographic quotes or dashes slip in.
const PLAIN_ASCII = /^[\x20-\x7e\n]+$/;
// Ukrainian fields: one apostrophe (U+0027) throughout, no dashes or curly quotes.
const UKRAINIAN_TEXT = /^[\p{Script=Cyrillic}\p{Script=Latin}\d\s.,!?:;'()%-]+$/u;

function expectLength(value: string, min: number, max: number): void {
  expect(value.length, value).toBeGreaterThanOrEqual(min);
  expect(value.length, value).toBeLessThanOrEqual(max);
}

describe("demo content", () => {
  it("has 8 news posts, 3 excursions, 9 reviews, 24 gallery images and 5 partners", () => {
    expect(demoNews).toHaveLength(8);
    expect(demoExcursions).toHaveLength(3);
    expect(demoReviews).toHaveLength(9);
    expect(demoGallery).toHaveLength(24);
    expect(demoPartners).toHaveLength(5);
  });

  it("lists the spec's three excursions in order with their durations and group size", () => {
    expect(
      demoExcursions.map((e) => [
        e.title_ua,
        e.title_en,
        e.time_from,
        e.time_to,
        e.amount_of_persons,
      ]),
    ).toEqual([
      ["Арт-терапія з коровами", "Art therapy with cows", 60, 120, 30],
      ["Допомога на притулку", "Help at the shelter", 60, 180, 30],
      ["Для різного віку", "For different ages", 30, 90, 30],
    ]);
  });

  it("refers only to image files that exist, within the upload limits", () => {
    const images = [
      ...demoNews.map((p) => p.image),
      ...demoExcursions.map((e) => e.image),
      ...demoGallery,
    ];
    for (const file of images) {
      const full = path.join(imagesDir, file);
      expect(existsSync(full), file).toBe(true);
      expect(statSync(full).size, file).toBeLessThan(3 * 1024 * 1024);
    }
    for (const { logo } of demoPartners) {
      const full = path.join(imagesDir, logo);
      expect(existsSync(full), logo).toBe(true);
      expect(statSync(full).size, logo).toBeLessThan(1024 * 1024);
    }
    expect(new Set(demoGallery).size).toBe(24);
  });

  it("refers only to PDF documents that exist and are PDFs", () => {
    for (const document of demoDocuments) {
      const bytes = readFileSync(path.join(import.meta.dirname, "documents", document.file));
      expect(bytes.subarray(0, 5).toString(), document.file).toBe("%PDF-");
      expect(pdfDocumentInputSchema.shape.title.safeParse(document.title).success).toBe(true);
    }
  });

  it("keeps every text within the back-office length limits", () => {
    for (const post of demoNews) {
      expectLength(post.title_ua, 3, 55);
      expectLength(post.title_en, 3, 55);
      expectLength(post.subtitle_ua, 3, 150);
      expectLength(post.subtitle_en, 3, 150);
      expectLength(post.content_ua, 3, 2000);
      expectLength(post.content_en, 3, 2000);
    }
    for (const excursion of demoExcursions) {
      expectLength(excursion.title_ua, 3, 40);
      expectLength(excursion.title_en, 3, 40);
      expectLength(excursion.description_ua, 3, 750);
      expectLength(excursion.description_en, 3, 750);
    }
    for (const review of demoReviews) {
      expectLength(review.name_ua, 2, 25);
      expectLength(review.name_en, 2, 25);
      expectLength(review.review_ua, 2, 300);
      expectLength(review.review_en, 2, 300);
    }
    for (const partner of demoPartners) {
      expectLength(partner.name, 2, 100);
      expectLength(partner.name_en, 2, 100);
      expectLength(partner.link, 2, 100);
    }
    expectLength(demoContact.name, 2, 100);
    expectLength(demoContact.email, 2, 55);
  });

  it("writes English fields in plain ASCII with no Cyrillic", () => {
    const english = [
      ...demoNews.flatMap((p) => [p.title_en, p.subtitle_en, p.content_en]),
      ...demoExcursions.flatMap((e) => [e.title_en, e.description_en]),
      ...demoReviews.flatMap((r) => [r.name_en, r.review_en]),
      ...demoPartners.map((p) => p.name_en),
    ];
    for (const text of english) {
      expect(text, text).not.toMatch(CYRILLIC);
      expect(text, text).toMatch(PLAIN_ASCII);
    }
    for (const review of demoReviews) expect(review.name_en).toMatch(/^[A-Za-z ']+$/);
  });

  it("writes Ukrainian fields with ordinary punctuation and one kind of apostrophe", () => {
    const ukrainian = [
      ...demoNews.flatMap((p) => [p.title_ua, p.subtitle_ua, p.content_ua]),
      ...demoExcursions.flatMap((e) => [e.title_ua, e.description_ua]),
      ...demoReviews.map((r) => r.review_ua),
    ];
    for (const text of ukrainian) {
      expect(text, text).toMatch(UKRAINIAN_TEXT);
      expect(text, text).toMatch(CYRILLIC);
    }
    for (const review of demoReviews)
      expect(review.name_ua).toMatch(/^[\p{Script=Cyrillic}\d '-]+$/u);
  });

  it("dates the news in 2026 before 21 November, newest first", () => {
    const times = demoNews.map((p) => Date.parse(p.createdAt));
    for (const time of times) {
      expect(Number.isNaN(time)).toBe(false);
      expect(time).toBeGreaterThanOrEqual(Date.parse("2026-01-01T00:00:00Z"));
      expect(time).toBeLessThan(Date.parse("2026-11-21T00:00:00Z"));
    }
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives the contact a +380 phone in three groups of three digits", () => {
    expect(demoContact.phone).toMatch(/^\+380 \d{3} \d{3} \d{3}$/);
  });

  it("passes the shared write schemas unchanged, so an admin can re-save it", () => {
    for (const { image: _image, createdAt: _createdAt, ...post } of demoNews) {
      expect(newsInputSchema.parse(post)).toEqual(post);
    }
    for (const { image: _image, ...excursion } of demoExcursions) {
      // The admin form sends times and group size as text.
      const form = {
        ...excursion,
        time_from: String(excursion.time_from),
        time_to: String(excursion.time_to),
        amount_of_persons: String(excursion.amount_of_persons),
      };
      expect(excursionUpdateSchema.parse(form)).toEqual(excursion);
    }
    for (const review of demoReviews) expect(reviewInputSchema.parse(review)).toEqual(review);
    for (const { logo: _logo, ...partner } of demoPartners) {
      expect(partnerUpdateSchema.parse(partner)).toEqual(partner);
    }
    expect(contactCreateSchema.parse(demoContact)).toEqual(demoContact);
  });
});
