import { z } from 'zod';
import { platformIdField, portalCall } from './portal-call';

/** Ids arrive as numbers from the .NET service and as strings from others: the client keeps text. */
const idField = z.union([z.string().min(1), z.number()]).transform(String);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const coordinate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/** One lease property on the map: where it is, what it costs, its picture and its panorama. */
export const houseSchema = z.looseObject({
  AnncId: idField,
  Title: z.string().min(1),
  /** Monthly rent in yuan; absent when the centre has not priced it. */
  Price: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .nullish()
    .transform((value) => value ?? null),
  District: optionalText,
  Lng: coordinate,
  Lat: coordinate,
  ImageUrl: optionalText,
  PanoramaUrl: optionalText,
});
export type House = z.output<typeof houseSchema>;

export const queryHouseMapRequestSchema = z.object({ PlatformId: platformIdField });

/** POST /baseapi/api/LeaseApi/QueryHouseMap: every property of the platform still open to lease. */
export const queryHouseMap = portalCall(
  '/api/LeaseApi/QueryHouseMap',
  queryHouseMapRequestSchema,
  z.looseObject({ Items: z.array(houseSchema) }),
);

export const getHouseRequestSchema = z.object({ PlatformId: platformIdField, AnncId: z.string().min(1) });

/** POST /baseapi/api/LeaseApi/GetHouse: one property, for its panorama page. */
export const getHouse = portalCall('/api/LeaseApi/GetHouse', getHouseRequestSchema, houseSchema);
