import { useEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellTestFrame } from '../testing/shellTestKit.tsx';
import type { Feedback } from './feedback.ts';
import { ChildBanners, GlobalBanners, useFeedback } from './FeedbackProvider.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const captured: { api?: ReturnType<typeof useFeedback> } = {};
function Grab() {
  const feedback = useFeedback();
  useEffect(() => {
    captured.api = feedback;
  }, [feedback]);
  return null;
}
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBanners() {
  render(
    <ShellTestFrame route="/users">
      <Grab />
      <GlobalBanners />
      <ChildBanners />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </ShellTestFrame>,
  );
}

const show = (feedback: Feedback, child = false) => act(() => (child ? captured.api!.showChild(feedback) : captured.api!.showGlobal(feedback)));

describe('feedback banners', () => {
  it('colours status 200 green, warning yellow, anything else red', async () => {
    renderBanners();
    show({ status: 200, message: 'User created successfully' });
    show({ status: 'warning', message: 'Careful' });
    show({ status: -1, message: 'We are unable to delete' });
    expect((await screen.findByText('User created successfully')).closest('.MuiAlert-root')?.className).toContain('Success');
    expect((await screen.findByText('Careful')).closest('.MuiAlert-root')?.className).toContain('Warning');
    expect((await screen.findByText('We are unable to delete')).closest('.MuiAlert-root')?.className).toContain('Error');
  });

  it('hides after messageTime, but keeps a sticky warning', async () => {
    renderBanners();
    await screen.findByTestId('where');
    vi.useFakeTimers();
    show({ status: 200, message: 'Saved' });
    show({ status: 'warning', message: 'Sticky', sticky: true });
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Saved')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Sticky')).toBeTruthy();
  });

  it('a child banner may navigate when closed', async () => {
    renderBanners();
    show({ status: 200, message: 'Done', navigateOnClose: '/tasks' }, true);
    const banner = await screen.findByText('Done');
    act(() => (banner.closest('.MuiAlert-root')!.querySelector('button') as HTMLButtonElement).click());
    expect(screen.getByTestId('where').textContent).toBe('/tasks');
  });
});
