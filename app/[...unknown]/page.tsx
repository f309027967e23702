import { permanentRedirect } from "next/navigation";

/** Any path no route claims goes home (spec 2.1). */
export default function UnknownPath(): never {
  permanentRedirect("/");
}
