'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import type { Applicant } from '@/lib/contract/announcement-detail';

/** Applicants as title rows: time, name, contact and the stamp image of their state. */
export function ApplicantList({ applicants, stampBase }: { applicants: Applicant[]; stampBase: string }) {
  const t = useTranslations('portal');
  return (
    <section className="rounded bg-white p-6" data-testid="applicants">
      <h2 className="mb-4 text-base font-medium">{t('detail.applicants')}</h2>
      {applicants.length === 0 ? (
        <p className="text-muted">{t('detail.noApplicants')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead className="bg-canvas text-muted">
              <tr>
                <th className="px-3 py-2 font-normal">{t('detail.applicantTime')}</th>
                <th className="px-3 py-2 font-normal">{t('detail.applicantName')}</th>
                <th className="px-3 py-2 font-normal">{t('detail.applicantContact')}</th>
                <th className="px-3 py-2 font-normal">{t('detail.applicantState')}</th>
              </tr>
            </thead>
            <tbody>
              {applicants.map((applicant) => (
                <tr key={applicant.ApplicantId} className="border-t border-line" data-testid="applicant">
                  <td className="px-3 py-2 text-muted">{applicant.Time}</td>
                  <td className="px-3 py-2">{applicant.Name}</td>
                  <td className="px-3 py-2 text-muted">{applicant.Contact}</td>
                  <td className="px-3 py-1">
                    {applicant.Stamp ? (
                      // eslint-disable-next-line @next/next/no-img-element -- static export serves the stamp as a file
                      <img
                        src={`${stampBase}/${applicant.Stamp}.svg`}
                        alt={t(`stamps.${applicant.Stamp}`)}
                        className="h-12 w-12"
                        data-stamp={applicant.Stamp}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
