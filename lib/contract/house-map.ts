import * as z from 'zod/mini';
import { id, list, optionalMoney, optionalText, text } from './fields';
import { defineCall, platformIdField } from './call';

/** A map coordinate: a number, or the decimal a .NET decimal may be written as. */
const coordinate = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value: string | number) => Number(value)),
);

/** One lease property on the map: where it is, what it costs, its picture and its panorama. */
export const houseSchema = z.object({
  AnncId: id,
  Title: text,
  /** Monthly rent in yuan; null when the centre has not priced it. */
  Price: optionalMoney,
  District: optionalText,
  Lng: coordinate,
  Lat: coordinate,
  ImageUrl: optionalText,
  PanoramaUrl: optionalText,
});
export type House = z.output<typeof houseSchema>;

export const queryHouseMapRequestSchema = z.object({ PlatformId: platformIdField });

/** POST /baseapi/api/LeaseApi/QueryHouseMap: every property of the platform still open to lease. */
export const queryHouseMap = defineCall(
  '/api/LeaseApi/QueryHouseMap',
  queryHouseMapRequestSchema,
  z.object({ Items: list(houseSchema) }),
  { auth: 'none' },
);

export const getHouseRequestSchema = z.object({
  PlatformId: platformIdField,
  AnncId: z.string().check(z.minLength(1)),
});

/** POST /baseapi/api/LeaseApi/GetHouse: one property, for its panorama page. */
export const getHouse = defineCall('/api/LeaseApi/GetHouse', getHouseRequestSchema, houseSchema, {
  auth: 'none',
});
