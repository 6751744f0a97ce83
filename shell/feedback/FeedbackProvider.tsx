import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LazyAlert } from './LazyAlert.tsx';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { hideAfterMs, severityOf, type Feedback } from './feedback.ts';

interface ShownFeedback extends Feedback {
  id: number;
}

interface FeedbackApi {
  /** A banner at the top of the console, above every screen. */
  showGlobal(feedback: Feedback): void;
  /** A banner inside the current screen (rendered by <ChildBanners/>). */
  showChild(feedback: Feedback): void;
  clear(): void;
}

const FeedbackContext = createContext<FeedbackApi | null>(null);
const ChildFeedbackContext = createContext<{ items: ShownFeedback[]; close(id: number): void }>({ items: [], close: () => {} });
const GlobalFeedbackContext = createContext<{ items: ShownFeedback[]; close(id: number): void }>({ items: [], close: () => {} });

export function useFeedback(): FeedbackApi {
  const api = useContext(FeedbackContext);
  if (!api) throw new Error('useFeedback outside <FeedbackProvider>');
  return api;
}

function useBannerList(messageTime: number | string | undefined) {
  const [items, setItems] = useState<ShownFeedback[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const close = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);
  const show = useCallback(
    (feedback: Feedback, id: number) => {
      setItems((current) => [...current, { ...feedback, id }]);
      const delay = hideAfterMs(feedback, messageTime);
      if (delay !== undefined) timers.current.set(id, setTimeout(() => close(id), delay));
    },
    [close, messageTime],
  );
  const clear = useCallback(() => {
    for (const handle of timers.current.values()) clearTimeout(handle);
    timers.current.clear();
    setItems([]);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((handle) => clearTimeout(handle));
  }, []);
  return { items, show, close, clear };
}

export function FeedbackProvider({ messageTime, children }: { messageTime?: number | string; children: ReactNode }) {
  const global = useBannerList(messageTime);
  const child = useBannerList(messageTime);
  const nextId = useRef(1);
  const { show: showGlobalItem, clear: clearGlobal } = global;
  const { show: showChildItem, clear: clearChild } = child;
  const api = useMemo<FeedbackApi>(
    () => ({
      showGlobal: (feedback) => showGlobalItem(feedback, nextId.current++),
      showChild: (feedback) => showChildItem(feedback, nextId.current++),
      clear: () => {
        clearGlobal();
        clearChild();
      },
    }),
    [showGlobalItem, showChildItem, clearGlobal, clearChild],
  );
  return (
    <FeedbackContext.Provider value={api}>
      <GlobalFeedbackContext.Provider value={{ items: global.items, close: global.close }}>
        <ChildFeedbackContext.Provider value={{ items: child.items, close: child.close }}>{children}</ChildFeedbackContext.Provider>
      </GlobalFeedbackContext.Provider>
    </FeedbackContext.Provider>
  );
}

function BannerList({ items, onClose }: { items: ShownFeedback[]; onClose(item: ShownFeedback): void }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 1 }}>
      {items.map((item) => (
        <LazyAlert
          key={item.id}
          variant="filled"
          severity={severityOf(item.status)}
          role={severityOf(item.status) === 'error' ? 'alert' : 'status'}
          onClose={() => onClose(item)}
        >
          {item.message}
        </LazyAlert>
      ))}
    </Box>
  );
}

/** The global banners, shown by the shell above every screen. */
export function GlobalBanners() {
  const { items, close } = useContext(GlobalFeedbackContext);
  return <BannerList items={items} onClose={(item) => close(item.id)} />;
}

/** The current screen's banners; a child banner may open another route when closed. */
export function ChildBanners() {
  const { items, close } = useContext(ChildFeedbackContext);
  const navigate = useNavigate();
  return (
    <BannerList
      items={items}
      onClose={(item) => {
        close(item.id);
        if (item.navigateOnClose) void navigate(item.navigateOnClose);
      }}
    />
  );
}
