import type { Linter } from 'eslint';

export declare const rooms: Array<{ room: string; may: string[]; why: string; browserExempt?: string[] }>;
export declare function roomFiles(room: string): string[];
export declare function roomBlocks(browserImportPaths: unknown[]): Linter.Config[];
