import type { Rule } from 'eslint';

export declare const noBuildOnlyInClient: Rule.RuleModule;
