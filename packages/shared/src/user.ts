/** The user as the client holds it (spec 1 section 3). */
export type User = {
  _id: string;
  name: string;
  email: string;
  picture: string;
  favorites: string[];
  propertiesRented: string[];
  contact: string;
  district: string;
  account_type: string;
  tel: string;
  address: string;
};

/** What another user may see of someone (inbox cards, owner lookups). */
export type PublicUser = Pick<User, '_id' | 'name' | 'email' | 'picture'>;

export const EMPTY_USER: User = {
  _id: '',
  name: '',
  email: '',
  picture: '',
  favorites: [],
  propertiesRented: [],
  contact: '',
  district: '',
  account_type: '',
  tel: '',
  address: '',
};
