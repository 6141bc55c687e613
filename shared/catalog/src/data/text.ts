/** Seeded English-ish prose for overviews, taglines and generated titles. */
import type { BuildContext } from './context';
import { titleCase } from './util';

const HOOKS = [
  'must confront a past that refuses to stay buried',
  'discovers a secret that could change everything',
  'is pulled into a race against time',
  'sets out on a journey across the country',
  'finds an unlikely ally in a stranger',
  'has one last chance to make things right',
  'uncovers a conspiracy reaching the very top',
  'tries to hold a family together through one impossible summer',
  'is forced to choose between loyalty and love',
  'stumbles into a world nobody was meant to see',
];

export function overview(ctx: BuildContext): string {
  const { faker, prng } = ctx;
  const who = `${faker.person.firstName()}, a ${faker.person.jobTitle().toLowerCase()} from ${faker.location.city()},`;
  const second = prng.chance(0.6)
    ? ` ${titleCase(faker.company.catchPhrase().toLowerCase())} is the only way out.`
    : '';
  return `${who} ${prng.pick(HOOKS)}.${second}`;
}

export function episodeLine(ctx: BuildContext): string {
  return `${ctx.faker.person.firstName()} ${ctx.prng.pick(HOOKS)}.`;
}

export function tagline(ctx: BuildContext): string {
  if (ctx.prng.chance(0.15)) return '';
  return `${ctx.faker.company.catchPhrase()}.`;
}

export function movieTitle(ctx: BuildContext): string {
  const { faker, prng } = ctx;
  switch (prng.int(0, 4)) {
    case 0:
      return titleCase(`the ${faker.word.adjective()} ${faker.word.noun()}`);
    case 1:
      return titleCase(`${faker.word.noun()} of ${faker.location.city()}`);
    case 2:
      return faker.book.title();
    case 3:
      return titleCase(`${faker.word.adjective()} ${faker.word.noun()}`);
    default:
      return `${titleCase(faker.word.noun())}: ${titleCase(faker.word.adjective())} ${titleCase(faker.word.noun())}`;
  }
}

export function showName(ctx: BuildContext): string {
  const { faker, prng } = ctx;
  switch (prng.int(0, 3)) {
    case 0:
      return titleCase(`the ${faker.word.noun()}s`);
    case 1:
      return `${faker.location.city()} ${titleCase(faker.word.noun())}`;
    case 2:
      return titleCase(`${faker.word.adjective()} ${faker.word.noun()}`);
    default:
      return `${faker.person.lastName()} & ${faker.person.lastName()}`;
  }
}

export function awards(ctx: BuildContext): string {
  const { prng } = ctx;
  if (prng.chance(0.45)) return 'N/A';
  const wins = prng.int(1, 40);
  const noms = wins + prng.int(0, 60);
  if (prng.chance(0.1)) return `Won ${prng.int(1, 4)} Oscars. ${wins} wins & ${noms} nominations total`;
  return `${wins} wins & ${noms} nominations`;
}

export function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'title'
  );
}
