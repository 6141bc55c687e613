import { t } from '@lingui/core/macro';
import { formatDate } from '@reelist/domain';
import { departmentName } from '../../lib/departments';
import type { PersonDetails } from '@reelist/contracts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years from one calendar day to another ('YYYY-MM-DD'); undefined when either is not such a day. */
export function yearsBetween(from: string | null | undefined, to: string): number | undefined {
  const a = DAY.exec(from ?? '');
  const b = DAY.exec(to);
  if (!a || !b) return undefined;
  const years = Number(b[1]) - Number(a[1]);
  // The birthday has not come yet this year when the month and day are still ahead.
  const before = `${b[2]}-${b[3]}` < `${a[2]}-${a[3]}`;
  const age = before ? years - 1 : years;
  return age >= 0 ? age : undefined;
}

/** The facts under a person's name, as label and text; missing ones read 'N/A'. Died only for the deceased. */
export function lifeFacts(
  person: Pick<PersonDetails, 'birthday' | 'deathday' | 'place_of_birth' | 'known_for_department'>,
  today: string,
): Array<[label: string, value: string]> {
  const { birthday, deathday } = person;
  const age = yearsBetween(birthday, deathday || today);
  const born = formatDate(birthday);
  const department = person.known_for_department;
  const facts: Array<[string, string]> = [
    [t({ message: 'Known For', context: 'department' }), department ? departmentName(department) : t`N/A`],
  ];
  facts.push([t`Born`, !deathday && age !== undefined ? t`${born} (age ${age})` : born]);
  if (deathday) {
    const died = formatDate(deathday);
    facts.push([t`Died`, age !== undefined ? t`${died} (aged ${age})` : died]);
  }
  facts.push([t`Place of Birth`, person.place_of_birth || t`N/A`]);
  return facts;
}
