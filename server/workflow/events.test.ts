import { describe, expect, it } from 'vitest';
import { createWorkflowEventBus, type WorkflowChange } from './events.ts';

const change: WorkflowChange = { type: 'task-assigned', taskId: 't1', requestId: 'r1' };

describe('the workflow event bus', () => {
  it('passes each change to every listener until it unsubscribes', () => {
    const bus = createWorkflowEventBus();
    const a: WorkflowChange[] = [];
    const b: WorkflowChange[] = [];
    const stopA = bus.subscribe((c) => a.push(c));
    bus.subscribe((c) => b.push(c));
    bus.publish(change);
    stopA();
    bus.publish({ type: 'request-changed', requestId: 'r1', followers: [] });
    expect(a).toEqual([change]);
    expect(b).toHaveLength(2);
    expect(bus.listenerCount).toBe(1);
  });

  it('drops a failing listener without keeping the change from the others', () => {
    const bus = createWorkflowEventBus();
    const got: WorkflowChange[] = [];
    bus.subscribe(() => {
      throw new Error('stream closed');
    });
    bus.subscribe((c) => got.push(c));
    expect(() => bus.publish(change)).not.toThrow();
    expect(got).toEqual([change]);
    expect(bus.listenerCount).toBe(1);
  });
});
