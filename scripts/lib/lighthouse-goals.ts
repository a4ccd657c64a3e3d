/**
 * The Lighthouse goals for one page. Beside a floor (a page of this stack measured in the same
 * run: the data floor for the nine pages, whose largest element is an answer), a mobile run is held
 * to issue 39's goals, relative to the floor's run: score at least the floor's less 3 points, LCP
 * at most 300 ms after it, TBT at most a quarter and 50 ms above it. Machines differ, the ratio
 * holds. Desktop asks for 100 whatever the floor scores. Without a floor the absolute goals apply.
 * Layout shift never bends; a run Lighthouse could not measure meets nothing.
 */
export type LighthouseFigures = { performance: number; lcpMs: number; tbtMs: number; cls: number };
export type Preset = 'mobile' | 'desktop';

const absolute: Record<Preset, { performance: number; lcpMs: number; tbtMs: number; cls: number }> = {
  mobile: { performance: 95, lcpMs: 2500, tbtMs: 150, cls: 0.01 },
  // Desktop asks for 100; its LCP and TBT goals are the mobile ones, which a desktop run meets first.
  desktop: { performance: 100, lcpMs: 2500, tbtMs: 150, cls: 0.01 },
};

export type GoalCheck = {
  /** The figure each goal asks for on this run: the absolute one, or the floor's with its margin. */
  goal: { performance: number; lcpMs: number; tbtMs: number; cls: number };
  /** What misses its goal, as a person reads it (empty when every goal is met). */
  missed: string[];
};

export function checkGoals(preset: Preset, page: LighthouseFigures, floor?: LighthouseFigures): GoalCheck {
  const fixed = absolute[preset];
  const goal =
    floor && preset === 'mobile'
      ? {
          performance: floor.performance - 3,
          lcpMs: floor.lcpMs + 300,
          tbtMs: floor.tbtMs * 1.25 + 50,
          cls: fixed.cls,
        }
      : fixed;
  const missed: string[] = [];
  if (Object.values(page).some((figure) => !Number.isFinite(figure)))
    return { goal, missed: ['not measured'] };
  if (page.performance < goal.performance)
    missed.push(`performance ${page.performance} < ${goal.performance}`);
  if (page.lcpMs > goal.lcpMs) missed.push(`LCP ${Math.round(page.lcpMs)} > ${Math.round(goal.lcpMs)} ms`);
  if (page.tbtMs > goal.tbtMs) missed.push(`TBT ${Math.round(page.tbtMs)} > ${Math.round(goal.tbtMs)} ms`);
  if (page.cls > goal.cls) missed.push(`CLS ${page.cls.toFixed(3)} > ${goal.cls}`);
  return { goal, missed };
}
