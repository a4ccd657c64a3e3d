import { deviceDatabases } from '@/lib/device/databases';

/** The IndexedDB database of the compare sets (idb-keyval, one key per tenant). */
export const COMPARE_DATABASE = deviceDatabases.compare;
