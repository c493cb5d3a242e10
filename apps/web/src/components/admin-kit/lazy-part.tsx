import { type ComponentType, useEffect, useState } from 'react';

/**
 * A part of a kit screen whose code a resource's module imports lazily, so that the module (which the list
 * loads) does not carry it (decision 226): the member detail's extras, a view's attachment list on Mantine.
 * `code` loads it — give it to the descriptor (`view.code`) and the view's route loads it beside the view's code,
 * so the part draws with the view at once; drawn before its code has come, it draws once it has.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Part: ComponentType<P>; code: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const code = () => {
    pending ??= load().then(
      (c) => {
        loaded = c;
      },
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    );
    return pending;
  };
  function Part(props: P) {
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (!loaded) void code().then(() => setLoaded(true));
    }, []);
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Part, code };
}
