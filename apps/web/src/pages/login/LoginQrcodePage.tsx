import { createBridge } from '@genba/api-client';
import { QrLoginForm } from '@genba/forms';
import { Spinner } from '@genba/ui';
import { type QrLogin, qrLoginCodeFrom } from '@genba/validators';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../app/ApiContext.tsx';
import { LoginScreen } from '../../modules/login/components/LoginScreen/index.ts';
import { SignedInNotice } from '../../modules/login/components/SignedInNotice/index.ts';
import { useFinishLogin } from '../../modules/login/hooks/useFinishLogin.ts';
import { useSession } from '../../modules/session/hooks/useSession.ts';

/**
 * /login/qrcode (talk §2, docs/adr/011). In the mobile app the page asks the
 * bridge to scan at once and exchanges what it reads; in a browser, or when
 * the scan is cancelled, it shows a field for the code, prefilled from the
 * URL's fragment (which never reaches a server). A prefilled code is sent
 * only when the person presses ログイン: a link alone never logs anyone in.
 * On a phone already logged in it first says who, and scans or shows the
 * field only once the person chooses to switch accounts.
 */
export const Page = () => {
  const { client } = useApi();
  const finishLogin = useFinishLogin();
  const { hash } = useLocation();
  const session = useSession();
  const signedIn = session.status === 'member' ? session.init : null;
  const [switching, setSwitching] = useState(signedIn === null);
  const [bridge] = useState(() => createBridge());
  const [phase, setPhase] = useState<'scanning' | 'form'>(bridge.isWebView && !hash ? 'scanning' : 'form');
  const [scanFailure, setScanFailure] = useState<string | null>(null);
  const [scanned, setScanned] = useState('');

  const exchange = async ({ code }: QrLogin) => {
    const result = await client.call('qrLogin', { body: { code } });
    if (result.ok) await finishLogin(result.data.user);
    return result;
  };

  // One scan per entry into the scanning phase: exchange is a new function each render and must not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (phase !== 'scanning' || !switching) return;
    let live = true;
    void (async () => {
      const text = await bridge.scanQrLogin();
      if (!live) return;
      if (!text) {
        setPhase('form');
        return;
      }
      const result = await exchange({ code: qrLoginCodeFrom(text) });
      if (!live || result.ok) return;
      // Refused: the form shows why, with what was scanned, so it can be tried again or typed.
      setScanned(qrLoginCodeFrom(text));
      setScanFailure(result.messages[0] ?? null);
      setPhase('form');
    })();
    return () => {
      live = false;
    };
  }, [phase, bridge, switching]);

  useEffect(() => () => bridge.dispose(), [bridge]);

  return (
    <LoginScreen title="QRコードでログイン" footer={<Link to="/login">ログイン方法の選択に戻る</Link>}>
      {!switching && signedIn ? (
        <SignedInNotice
          userName={signedIn.user.name}
          companyName={signedIn.company.name}
          onSwitch={() => setSwitching(true)}
        />
      ) : phase === 'scanning' ? (
        <Spinner label="QRコードを読み取っています" />
      ) : (
        <QrLoginForm
          defaultCode={scanned || qrLoginCodeFrom(hash)}
          onSubmit={exchange}
          notice={scanFailure}
        />
      )}
    </LoginScreen>
  );
};
