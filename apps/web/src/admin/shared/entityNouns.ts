/**
 * The Ukrainian noun of each entity in the alert texts of spec §8 and the form headings: the
 * accusative after 'додати'/'додано', the genitive after 'Зміни до'. Spec gives only 'новину'; the
 * rest are ours.
 */
export const entityNouns = {
  news: { accusative: "новину", genitive: "новини" },
  excursion: { accusative: "екскурсію", genitive: "екскурсії" },
  review: { accusative: "відгук", genitive: "відгуку" },
  photo: { accusative: "фото", genitive: "фото" },
  partner: { accusative: "партнера", genitive: "партнера" },
  contact: { accusative: "контакт", genitive: "контакту" },
  document: { accusative: "документ", genitive: "документа" },
  settings: { accusative: "налаштування", genitive: "налаштувань" },
} as const;

export type Entity = keyof typeof entityNouns;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** spec §8: the admin alert texts with the entity filled in. */
export function alertText(entity: Entity) {
  const { accusative, genitive } = entityNouns[entity];
  return {
    added: `${capitalised(accusative)} успішно додано`,
    deleted: `${capitalised(accusative)} успішно видалено`,
    edited: `Зміни до ${genitive} успішно застосовано`,
    addFailed: `Не вдалося додати ${accusative}. Спробуйте пізніше`,
    editFailed: `Не вдалося редагувати ${accusative}. Спробуйте пізніше`,
    deleteFailed: `Не вдалося видалити ${accusative}. Спробуйте пізніше`,
  };
}

/** The heading of an entity's form: 'Додати екскурсію', or 'Редагувати екскурсію' on edit. */
export function formTitle(entity: Entity, editing: boolean) {
  return `${editing ? "Редагувати" : "Додати"} ${entityNouns[entity].accusative}`;
}
