import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod/mini";

export type LazyResolver<TValues extends FieldValues, TOutput> = {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts fetching zod and the schema; the forms call it when the visitor first focuses a control. */
  preload: () => void;
};

/**
 * A react-hook-form resolver that fetches zod, @hookform/resolvers and the form's schema on first use, so a form page
 * neither downloads nor evaluates them before it is interactive (the schemas are built when their module runs). A
 * submit that comes before the fetch has finished waits for it. If the fetch fails the values are let through: the
 * server action checks the same schema and answers with the same messages.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput>(loadSchema: () => Promise<z.ZodMiniObject>): LazyResolver<TValues, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      // The schema's input types (numbers as number | string, and so on) are wider than what the controls hold.
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>,
    ));

  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TValues, unknown, TOutput>;
    try {
      resolve = await load();
    } catch {
      loading = undefined; // try again on the next submit
      return { values: values as unknown as TOutput, errors: {} };
    }
    return resolve(values, context, options);
  };

  return { resolver, preload: () => void load().catch(() => (loading = undefined)) };
}
