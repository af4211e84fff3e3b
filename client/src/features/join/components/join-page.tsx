import { Printer } from 'lucide-react';
import { Fragment } from 'react';
import { joinMessages, joinTarget } from '@shared/contracts/join';
import { meWithCode, seatMessages, type ClassJoin } from '@shared/contracts/seats-config';
import { paths } from '@shared/routes';
import { SIMULATIONS } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSimulationVisibility } from '@/features/visibility/api/use-visibility';
import { useBrowserLocation } from '@/lib/use-browser-location';
import { usePageTitle } from '@/lib/use-page-title';
import { useClassJoin } from '../api/get-class-join';
import { useJoinInfo } from '../api/get-join-info';
import { addressParts, openSimulationLinks, splitAddress, type SimulationJoinLink } from '../lib/join-links';
import '@/lib/korean-font';
import { BackLink } from '@/components/ui/back-link';
import { QrCode } from '@/components/ui/qr-code';

/**
 * The join screen, for the projector: the student's page's address and the class code in very large type,
 * with a QR code that opens the join form with the code filled in, how many have joined, and a QR code
 * straight to the role-choice page of each simulation open to students now. The address is
 * PUBLIC_URL when the server has one, else the address the instructor's browser used; opened at localhost,
 * which no phone can reach, it says so in large type and uses the server's network address instead (issue
 * 29). The route table puts the admin door around it.
 */
export default function JoinPage() {
  usePageTitle('Join the class');
  const join = useJoinInfo();
  const visibility = useSimulationVisibility();
  const classJoin = useClassJoin();
  const location = useBrowserLocation();

  const target = join.data && location ? joinTarget(join.data, location) : null;
  const failed = join.isError || (!visibility.isLoading && visibility.settings === undefined);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 print:max-w-none print:px-0 print:py-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <BackLink href={paths.admin}>Back to Admin</BackLink>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden />
          Print
        </Button>
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Join the class{' '}
        <span lang="ko" className="text-slate-600">
          · 수업 참여
        </span>
      </h1>

      {failed ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800">
          {joinMessages.loadFailed}
        </p>
      ) : target === null || location === null || visibility.isLoading || classJoin.isPending ? (
        <Spinner label="Loading" />
      ) : (
        <>
          {target.atLoopback && <LoopbackWarning host={location.hostname} address={target.address} />}
          {target.address !== null && (
            <>
              <p className="no-print mt-4 text-slate-700">
                On the projector’s own computer, no sign-in is needed: open{' '}
                <span className="font-mono font-semibold [overflow-wrap:anywhere]">
                  {`${target.address}${paths.projectorJoin}`}
                </span>{' '}
                and enter the projector code the presenter view shows (Connect a projector).
              </p>
              <JoinScreenBody address={target.address} classJoin={classJoin.data} />
            </>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The join screen's address, class code, count and open simulations, as the instructor's /join and the
 * projector's /projector/join both show them.
 */
export function JoinScreenBody({
  address,
  classJoin,
  onProjector = false,
}: {
  address: string;
  classJoin: ClassJoin | null | undefined;
  /** On the projector: nothing of the instructor's (which simulations are closed, where to open them). */
  onProjector?: boolean;
}) {
  const visibility = useSimulationVisibility();
  return (
    <>
      <SiteAddress address={address} classJoin={classJoin} />
      <OpenSimulations links={openSimulationLinks(address, visibility.settingOf)} showClosed={!onProjector} />
    </>
  );
}

/** Opened at localhost: what no phone can open, in large type, and where this screen works for the class. */
function LoopbackWarning({ host, address }: { host: string; address: string | null }) {
  return (
    <section
      role="alert"
      aria-labelledby="join-loopback"
      className="no-print mt-5 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950 sm:p-8"
    >
      <h2 id="join-loopback" className="text-2xl font-bold sm:text-4xl">
        {joinMessages.atLoopback(host)}
      </h2>
      {address === null ? (
        <p className="mt-3 text-lg sm:text-2xl">{joinMessages.noNetworkAddress}</p>
      ) : (
        <p className="mt-3 text-lg sm:text-2xl">
          {joinMessages.useNetworkAddress}{' '}
          <a
            href={`${address}${paths.join}`}
            className="font-mono font-bold text-amber-950 underline [overflow-wrap:anywhere]"
          >
            <BreakableAddress address={`${address}${paths.join}`} />
          </a>
        </p>
      )}
    </section>
  );
}

/** An address that wraps only after a dot or a slash, or before the port: never inside a number. */
function BreakableAddress({ address }: { address: string }) {
  // text and <wbr> side by side in the parent: its text stays one string for search and screen readers
  return addressParts(address).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * Where students join: the student's page's address and the class code, and a QR code that opens that
 * page with the code filled in. Without the code (it could not be loaded) the QR code opens the join form,
 * where students type the code they are told.
 */
function SiteAddress({
  address,
  classJoin,
}: {
  address: string;
  /** null: no class is running; undefined: the code could not be loaded. */
  classJoin: ClassJoin | null | undefined;
}) {
  const page = `${address}${paths.me}`;
  const qr = classJoin ? `${address}${meWithCode(classJoin.code)}` : page;
  const { scheme, rest } = splitAddress(page);
  return (
    <section
      aria-labelledby="join-site"
      className="mt-5 grid items-center gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[minmax(0,18rem)_1fr] sm:p-8 lg:grid-cols-[20rem_1fr] print:break-inside-avoid print:shadow-none"
    >
      <div className="mx-auto w-full max-w-72 sm:max-w-none">
        <QrCode value={qr} label={`QR code: ${qr}`} />
      </div>
      <div className="min-w-0 text-center sm:text-left">
        <h2 id="join-site" className="text-xl font-semibold text-slate-700 sm:text-2xl">
          Open this address on your phone or laptop{' '}
          <span lang="ko" className="block text-slate-600">
            휴대폰이나 노트북에서 이 주소를 여세요
          </span>
        </h2>
        <p
          data-testid="join-address"
          className="mt-4 font-mono font-bold leading-tight tracking-tight text-slate-900 [overflow-wrap:anywhere] text-[clamp(1.5rem,5.2vw,4.75rem)]"
        >
          <span className="text-[0.55em] font-semibold text-slate-600">{scheme}</span>
          <wbr />
          <BreakableAddress address={rest} />
        </p>
        {classJoin ? (
          <ClassCode join={classJoin} />
        ) : classJoin === null ? (
          <NoClassRunning />
        ) : (
          <p className="no-print mt-4 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
            The class code could not be loaded: the QR code opens the join form without it. Reload this screen
            to try again.
          </p>
        )}
        <p className="mt-4 text-lg text-slate-700 sm:text-xl">
          or scan the QR code with the camera{' '}
          <span lang="ko" className="block">
            또는 카메라로 QR 코드를 스캔하세요
          </span>
        </p>
      </div>
    </section>
  );
}

/** After End class, until the next one starts: in place of the code, that there is no class to join. */
function NoClassRunning() {
  return (
    <p
      data-testid="join-no-class"
      className="mt-5 rounded-lg bg-amber-100 px-4 py-3 text-xl font-bold text-amber-950 ring-1 ring-amber-400 sm:text-2xl"
    >
      {seatMessages.en.noClass}{' '}
      <span lang="ko" className="block font-semibold">
        {seatMessages.ko.noClass}
      </span>
    </p>
  );
}

/** The class code in large type, how many have joined (live), and whether the class takes new students. */
function ClassCode({ join }: { join: ClassJoin }) {
  return (
    <div className="mt-5">
      <p className="text-lg font-semibold text-slate-700 sm:text-xl">
        and type the class code{' '}
        <span lang="ko" className="block text-slate-600">
          수업 코드를 입력하세요
        </span>
      </p>
      <p
        data-testid="join-class-code"
        className="mt-1 font-mono font-bold leading-none tracking-[0.2em] text-slate-900 text-[clamp(2.5rem,7vw,6rem)]"
      >
        {join.code}
      </p>
      <p data-testid="join-count" className="mt-3 text-xl font-semibold text-slate-800 sm:text-2xl">
        {join.joined} joined{' '}
        <span lang="ko" className="text-slate-600">
          · {join.joined}명 참여
        </span>
      </p>
      {!join.joinOpen && (
        <p
          data-testid="join-closed"
          className="mt-3 inline-block rounded-lg bg-amber-100 px-4 py-2 text-xl font-bold text-amber-950 ring-1 ring-amber-400 sm:text-2xl"
        >
          Closed to new students{' '}
          <span lang="ko" className="font-semibold">
            · 새 참여 마감
          </span>
        </p>
      )}
    </div>
  );
}

function OpenSimulations({ links, showClosed }: { links: SimulationJoinLink[]; showClosed: boolean }) {
  const shown = new Set(links.map((l) => l.key));
  const closed = SIMULATIONS.filter((sim) => !shown.has(sim.key));
  return (
    <section aria-labelledby="join-simulations" className="mt-8">
      <h2 id="join-simulations" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Simulations open now{' '}
        <span lang="ko" className="text-slate-600">
          · 지금 열린 시뮬레이션
        </span>
      </h2>
      {links.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-lg text-slate-700">
          {joinMessages.noneOpen}
        </p>
      ) : (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li
              key={link.key}
              aria-labelledby={`join-${link.key}`}
              className="flex flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200 print:break-inside-avoid print:shadow-none"
            >
              <h3 id={`join-${link.key}`} className="text-2xl font-bold text-slate-900">
                {link.title}{' '}
                <span lang="ko" className="block text-xl font-semibold text-slate-600">
                  {link.titleKo}
                </span>
              </h3>
              <div className="mt-4 w-full max-w-60">
                <QrCode value={link.url} label={`QR code: ${link.url}`} />
              </div>
              <p className="mt-3 font-mono text-sm text-slate-700 [overflow-wrap:anywhere] sm:text-base">
                <BreakableAddress address={link.url} />
              </p>
            </li>
          ))}
        </ul>
      )}
      {showClosed && closed.length > 0 && (
        <p className="no-print mt-4 text-sm text-slate-600">
          Closed to students, so not shown: {closed.map((sim) => sim.title).join(', ')}. Open them in Admin →
          Simulations.
        </p>
      )}
    </section>
  );
}

// The Tariff Wars join sheet draws its QR codes with this component too (the route table hands it over):
// through this module, so the QR library stays in the join page's chunk and no other.
