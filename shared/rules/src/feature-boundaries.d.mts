import type { Rule } from 'eslint';

/** The ESLint plugin: `reelist/feature-front-door`. */
export const featureBoundaries: { rules: { 'feature-front-door': Rule.RuleModule } };
/** @internal Forgets the feature graphs read so far (tests write a tree, lint it, change it). */
export function resetFeatureGraphs(): void;
