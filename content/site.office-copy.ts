/** How a translation gives the offices their own labels and addresses while keeping ids, codes and phones English's. */
import { offices, type Office } from "./site";

export type OfficeCopy = Pick<Office, "label" | "city" | "country" | "streetAddress">;

export const withOfficeCopy = (copy: Readonly<Record<Office["id"], OfficeCopy>>): readonly Office[] =>
  offices.map((office) => ({ ...office, ...copy[office.id] }));
