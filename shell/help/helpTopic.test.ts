import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_TOPIC, HELP_TOPICS, helpTopicFor, helpUrl } from './helpTopic.ts';

describe('help topic of a route', () => {
  it('maps the listed keys to their topics', () => {
    expect(helpTopicFor('/dashboard')).toBe('dashboard_configuration');
    expect(helpTopicFor('/emailapproval')).toBe('email_approval_configuration');
    expect(helpTopicFor('/entities/department')).toBe('entity_management');
    expect(helpTopicFor('/createUser')).toBe('create_user');
  });
  it('uses the second segment under configuration', () => {
    expect(helpTopicFor('/configuration/igConfiguration')).toBe('ig_configuration');
    expect(helpTopicFor('/configuration/cache')).toBe('cache');
  });
  it("falls back to the route's topic, then the page key, then the overview", () => {
    expect(helpTopicFor('/tasks', 'task_list')).toBe('task_list');
    expect(helpTopicFor('/tasks')).toBe('tasks');
    expect(helpTopicFor('/')).toBe(DEFAULT_HELP_TOPIC);
  });
  it('builds a per-locale URL', () => {
    expect(helpUrl('create_user', 'de', '/idmdash/')).toBe('/idmdash/help/de/index.html#create_user');
  });
});

describe('help topics of the area manifests', () => {
  it('looks up the last segment only where the route says helpKeyFrom lastSegment', () => {
    expect(helpTopicFor('/users/cn%3Dx')).toBe('users');
    expect(helpTopicFor('/configuration/createUser')).toBe('create_user');
  });
  it('reads the topics the manifests name', () => {
    expect(HELP_TOPICS).toMatchObject({
      igConfiguration: 'ig_configuration',
      dashboard: 'dashboard_configuration',
      emailapproval: 'email_approval_configuration',
      entities: 'entity_management',
      editlanding: 'landing_page_configuration',
      proxyassignments: 'proxy_assignments',
      createUser: 'create_user',
    });
  });
  it('opens the topic of each configuration section', () => {
    expect(helpTopicFor('/configuration/roleResourceSettings')).toBe('role_resource_settings');
    expect(helpTopicFor('/configuration/cleanupService')).toBe('proxy_configuration');
    expect(helpTopicFor('/configuration/workflowEngines')).toBe('workflow_engines');
  });
});
