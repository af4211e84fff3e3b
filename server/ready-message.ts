import { isLoopbackHost } from '@shared/contracts/join';
import { urlHost } from './modules/join/network-hosts';

const JOIN_SCREEN = '← the join screen (/join) shows this address';

/**
 * What the console says once the server listens: where to open the site on this computer and on
 * the network, and which address the join screen gives the students, so nobody puts a localhost QR code on
 * the projector. `networkHosts` is what networkHosts(HOST) answers; `host` is HOST (unset: every interface).
 */
export function readyMessage({
  port,
  host,
  publicUrl,
  networkHosts,
}: {
  port: number;
  host?: string;
  publicUrl?: string;
  networkHosts: string[];
}): string {
  const everywhere = host === undefined || host === '::' || host === '0.0.0.0';
  const local = everywhere ? 'localhost' : isLoopbackHost(host) ? urlHost(host) : null;
  const url = (h: string) => `http://${h}:${port}`;
  const lines = ['', 'Open the course site:'];
  if (local) lines.push(`  on this computer:  ${url(local)}`);
  networkHosts.forEach((h, i) =>
    lines.push(`  ${i === 0 ? 'on the network:  ' : '                 '}  ${url(h)}`),
  );
  if (publicUrl) lines.push(`  for students:      ${publicUrl}  ${JOIN_SCREEN} (PUBLIC_URL)`);
  else if (networkHosts.length > 0) lines[local ? 3 : 2] += `  ${JOIN_SCREEN}`;
  else if (everywhere)
    lines.push(
      "  No network address: phones cannot open localhost. Connect this computer to the students' Wi-Fi;",
      '  the join screen (/join) then shows its address.',
    );
  else
    lines.push(
      `  Only this computer can open it (HOST=${host}): phones cannot. Leave HOST unset to let a class in.`,
    );
  return [...lines, ''].join('\n');
}
