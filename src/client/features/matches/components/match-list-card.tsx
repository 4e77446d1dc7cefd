import { useTranslation } from 'react-i18next';
import { formatVenueClockHm } from '../../../../shared/venue-time.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMatches } from '../api.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** The imported schedule, in start order. */
export function MatchListCard() {
  const { t } = useTranslation('matches');
  const zone = useVenueZone();
  const { data, isPending, isError } = useMatches();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('list.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? <p role="status">{t('list.loading')}</p> : null}
        {isError ? (
          <p role="alert" className="text-sm text-red-800">
            {t('list.failed')}
          </p>
        ) : null}
        {data?.length === 0 ? <p className="text-sm text-zinc-600">{t('list.empty')}</p> : null}
        {data?.length ? (
          <div className="max-h-96 overflow-auto rounded-lg border border-zinc-200">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-zinc-100 text-zinc-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('list.match')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('list.time')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('list.field')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('list.teams')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((match) => (
                  <tr key={match.id} className="border-t border-zinc-100">
                    <td className="px-3 py-1.5 font-semibold">{match.label}</td>
                    <td className="px-3 py-1.5">{formatVenueClockHm(match.startTime, zone)}</td>
                    <td className="px-3 py-1.5">{match.field ?? ''}</td>
                    <td className="px-3 py-1.5">
                      {match.teams.map((team) => `${team.station}: ${teamLabel(team)}`).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
