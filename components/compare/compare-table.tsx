'use client';

import { RemoveButton } from '@/components/ui/remove-button';
import { useId, useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Countdown, LiveBadge, useLiveAnnc } from '@/components/lot/live-status';
import { useCall } from '@/lib/api/use-call';
import { publicCall } from '@/lib/api/call-ref';
import type { AnncDetail } from '@/lib/contract/announcement-detail';
import type { ComparedLot } from '@/lib/compare/compare-set';
import { rowsFor, sameAcross, type FactRow } from '@/lib/compare/compare-rows';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { useFactText } from './fact-text';

// The detail's own call and body: the compare page and the detail page share one cached answer.
const getAnncDetail = publicCall('getAnncDetail', () => import('@/lib/contract/announcement-detail'));

type Props = { lots: readonly ComparedLot[]; onRemove: (lot: ComparedLot) => void };

/**
 * The lots side by side: a real table whose row names stay at the left while it scrolls sideways
 * inside its own box, so the page never does.
 */
export function CompareTable({ lots, onRemove }: Props) {
  const t = useTranslations('compare');
  const site = useSite();
  const hideId = useId();
  const [hideSame, setHideSame] = useState(false);
  const body = (lot: ComparedLot | undefined) =>
    lot ? { PlatformId: site.PlatformId, AnncId: lot.id } : null;
  // One read per column, at most four (MAX_COMPARED): hooks cannot be called in a loop of changing length.
  const answers = [
    useCall(getAnncDetail, body(lots[0])),
    useCall(getAnncDetail, body(lots[1])),
    useCall(getAnncDetail, body(lots[2])),
    useCall(getAnncDetail, body(lots[3])),
  ].slice(0, lots.length);
  const details = answers.map((answer) => answer.data);
  const factText = useFactText();
  const rows = rowsFor(details).map((row) => {
    const values = details.map((detail) => (detail ? factText(row, detail) : undefined));
    return { row, values, same: sameAcross(values) };
  });
  const shown = hideSame ? rows.filter((row) => !row.same) : rows;
  const link = (lot: ComparedLot) => href(site, lot.route, { id: lot.id });
  const cell = 'min-w-[150px] max-w-[260px] border-b border-l border-line px-3 py-2 align-top';
  const rowHead =
    // A row name keeps its line: on a phone the squeezed column broke it into one character a line.
    'sticky left-0 z-10 w-24 whitespace-nowrap border-b border-line bg-canvas px-3 py-2 text-left align-top font-normal text-muted';

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-4 print:hidden">
        <label htmlFor={hideId} className="flex items-center gap-2">
          <input
            id={hideId}
            type="checkbox"
            checked={hideSame}
            onChange={(event) => setHideSame(event.target.checked)}
            data-testid="compare-hide-same"
          />
          {t('hideSame')}
        </label>
        <button type="button" onClick={() => window.print()} className="text-primary hover:underline">
          {t('print')}
        </button>
      </div>
      <div className="overflow-x-auto rounded bg-white print:overflow-visible" data-testid="compare-scroll">
        <table className="border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">{t('title')}</caption>
          <thead>
            <tr>
              <td className={rowHead} />
              {lots.map((lot, index) => (
                <th
                  key={lot.id}
                  scope="col"
                  className={`${cell} text-left font-medium`}
                  data-testid="compare-column"
                >
                  <a href={link(lot)} className="line-clamp-3 hover:text-primary">
                    {answers[index]?.data?.Title ?? lot.title}
                  </a>
                  <RemoveButton
                    word={t('remove')}
                    label={t('removeLabel', { title: lot.title })}
                    onRemove={() => onRemove(lot)}
                    className="mt-1 text-xs text-alert hover:underline print:hidden"
                    testId="compare-remove"
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={rowHead}>
                {t('rows.picture')}
              </th>
              {lots.map((lot, index) => (
                <td key={lot.id} className={cell}>
                  <LotPicture
                    detail={answers[index]?.data}
                    failed={answers[index]?.error !== undefined}
                    retry={() => void answers[index]?.mutate()}
                  />
                </td>
              ))}
            </tr>
            {shown.map(({ row, values, same }) => (
              <tr key={row} data-row={row} data-same={same || undefined}>
                <th scope="row" className={rowHead}>
                  {t(`rows.${row}`)}
                </th>
                {lots.map((lot, index) => (
                  <td key={lot.id} className={cell}>
                    <FactCell
                      row={row}
                      detail={details[index]}
                      text={values[index]}
                      failed={answers[index]?.error !== undefined}
                    />
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row" className={rowHead}>
                {t('rows.link')}
              </th>
              {lots.map((lot) => (
                <td key={lot.id} className={cell}>
                  <a href={link(lot)} className="text-primary hover:underline">
                    {t('open')}
                  </a>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

function LotPicture({
  detail,
  failed,
  retry,
}: {
  detail: AnncDetail | undefined;
  failed: boolean;
  retry: () => void;
}) {
  const t = useTranslations('compare');
  const site = useSite();
  if (failed && !detail) {
    return (
      <p role="alert" className="text-alert">
        {t('failed')}{' '}
        <button type="button" onClick={retry} className="text-primary underline print:hidden">
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!detail) return <div className="h-[90px] w-[120px] animate-pulse rounded bg-canvas" />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- centre images on other hosts, static export
    <img
      src={detail.ImageUrl ?? `${site.StaticApi}/images/portal/annc-placeholder.svg`}
      alt=""
      width={120}
      height={90}
      className="h-[90px] w-[120px] rounded object-cover"
    />
  );
}

/** A fact; the state with its live badge and countdown, which move with the server's clock. */
function FactCell({
  row,
  detail,
  text,
  failed,
}: {
  row: FactRow;
  detail: AnncDetail | undefined;
  text: string | undefined;
  failed: boolean;
}) {
  const t = useTranslations('compare');
  if (!detail || text === undefined) return <span className="text-muted">{failed ? t('none') : '…'}</span>;
  if (row === 'state') return <StateCell detail={detail} />;
  return <>{text}</>;
}

function StateCell({ detail }: { detail: AnncDetail }) {
  const live = useLiveAnnc(detail);
  return (
    <>
      <LiveBadge item={detail} live={live} />
      <Countdown item={detail} className="mt-1 text-xs text-muted" />
    </>
  );
}
