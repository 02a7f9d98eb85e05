// The one slug rule of the dataset: lower-case kebab-case ASCII.
//  - accents are folded ("Peña" → "pena");
//  - apostrophes and full stops vanish ("O'Neal" → "oneal", "J.J." → "jj");
//  - "&" inside a word vanishes ("Texas A&M" → "texas-am", "AT&T" → "att"), between words it reads "and"
//    ("Arizona & Rockies" → "arizona-and-rockies");
//  - every other run of non-alphanumerics is one hyphen; no leading or trailing hyphen.
export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(?<=\w)&(?=\w)/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a string already is a slug. */
export const isSlug = (s: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s);
