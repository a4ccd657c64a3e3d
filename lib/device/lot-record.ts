import * as z from 'zod/mini';
import { anncKinds } from '@/lib/contract/announcement-values';
import { lotDetailRoutes, routeFromPath } from '@/sites/record-routes';

/**
 * A lot a device list keeps (比一比's set, 浏览记录), version 1: enough to list it and link it by its
 * detail's route and its id (`href()`), even offline, with the list's own fields beside. An entry
 * an older version kept with its detail's path is read as that path's route.
 */
export function lotRecord<S extends Record<string, z.ZodMiniType>>(more: S) {
  return z.pipe(
    z.transform(routeFromPath(lotDetailRoutes, 'detailPath')),
    z.object({
      id: z.string().check(z.minLength(1), z.maxLength(100)),
      title: z.string().check(z.maxLength(500)),
      kind: z.enum(anncKinds),
      route: z.enum(lotDetailRoutes),
      ...more,
    }),
  );
}
