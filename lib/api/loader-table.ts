/** One loader per call of a registry: a name missing, extra or of another shape fails the typecheck. */
export type Loaders<Calls> = { [N in keyof Calls]: () => Promise<Calls[N]> };

/** The declaration of `name`, from its registry's table of loaders. */
export function loadDeclaration<Calls, N extends keyof Calls>(
  loaders: Loaders<Calls>,
  name: N,
): Promise<Calls[N]> {
  return loaders[name]();
}
