// The default password-change frame: the page in a full-screen iframe with a close button; the
// promise resolves when the user closes it. Plain DOM so that it works before React has mounted.
function isAllowedFrameUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

export interface PasswordChangeFrameLabels {
  title: string;
  close: string;
}

export function openPasswordChangeFrame(url: string, labels: PasswordChangeFrameLabels): Promise<void> {
  if (!isAllowedFrameUrl(url)) return Promise.reject(new Error('The password-change page URL is not an http(s) URL'));
  return new Promise((resolve) => {
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', labels.title);
    Object.assign(overlay.style, {
      position: 'fixed',
      inset: '0',
      zIndex: '2147483000',
      display: 'flex',
      flexDirection: 'column',
      background: '#fff',
    });

    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = labels.close;
    Object.assign(close.style, { alignSelf: 'flex-end', margin: '8px', padding: '6px 16px', cursor: 'pointer' });

    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = labels.title;
    Object.assign(frame.style, { flex: '1', width: '100%', border: '0' });

    const finish = () => {
      document.removeEventListener('keydown', onKey);
      overlay.remove();
      resolve();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish();
    };
    close.addEventListener('click', finish);
    document.addEventListener('keydown', onKey);

    overlay.append(close, frame);
    document.body.append(overlay);
    close.focus();
  });
}
