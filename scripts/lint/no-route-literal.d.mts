import type { Rule } from 'eslint';

export declare const noRouteLiteral: Rule.RuleModule;
export declare const tableFiles: string[];
export declare function routeNames(files?: string[]): string[];
export declare function looksLikeRoute(text: string): boolean;
