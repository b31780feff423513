import type { ProfileValues, User } from '@rentals/shared';

export type ProfileForm = { name: string; email: string; contact: string; district: string };

export const profileFormOf = (user: User): ProfileForm => ({
  name: user.name,
  email: user.email,
  contact: user.contact,
  district: user.district,
});

const normalise = (key: keyof ProfileForm, value: string) =>
  key === 'email' ? value.trim().toLowerCase() : value.trim();

/** Only the fields the user actually changed; an empty object means nothing to send. */
export function profileChanges(user: User, form: ProfileForm): ProfileValues {
  const before = profileFormOf(user);
  const changes: Record<string, string> = {};
  for (const key of Object.keys(form) as (keyof ProfileForm)[]) {
    const value = normalise(key, form[key]);
    if (value !== normalise(key, before[key])) changes[key] = value;
  }
  return changes as ProfileValues;
}
