'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { AnncStep } from '@/lib/contract/announcement-detail';

/** The step bar of a detail: one node per step, a success or failure stamp where the step has one. */
export function StepBar({ steps, stampBase }: { steps: AnncStep[]; stampBase: string }) {
  const t = useTranslations('portal.detail');
  return (
    <ol aria-label={t('steps')} className="flex rounded bg-white px-4 py-6" data-testid="step-bar">
      {steps.map((step, index) => (
        <li
          key={`${index}-${step.Name}`}
          className="relative flex-1 text-center"
          data-step-status={step.Status}
        >
          <span
            className={`mx-auto flex h-8 w-8 items-center justify-center rounded-full text-white ${
              step.Status === 'pending'
                ? 'bg-line text-muted'
                : step.Status === 'current'
                  ? 'bg-active'
                  : 'bg-primary'
            }`}
          >
            {index + 1}
          </span>
          <p className="mt-2">{step.Name}</p>
          <p className="text-xs text-muted">{step.Time ?? ''}</p>
          {step.Stamp ? (
            // eslint-disable-next-line @next/next/no-img-element -- static export serves the stamp as a file
            <img
              src={`${stampBase}/${step.Stamp}.svg`}
              alt={t(`stepStamp.${step.Stamp}`)}
              className="absolute -top-4 right-2 h-14 w-14"
              data-step-stamp={step.Stamp}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
