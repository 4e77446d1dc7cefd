/** The two assistants share one layout; the web-search one is purple (spec 2.13). */
export type AssistantVariant = 'model' | 'web-search';

export interface AssistantTheme {
  button: string;
  accentText: string;
  chip: string;
  citation: string;
  panel: string;
  icon: string;
}

export const THEMES: Record<AssistantVariant, AssistantTheme> = {
  model: {
    button: 'bg-blue-700 text-white hover:bg-blue-600 active:bg-blue-800',
    accentText: 'text-blue-800',
    chip: 'border-blue-300 bg-blue-50 text-blue-900 hover:bg-blue-100',
    citation: 'border-l-blue-600 bg-blue-50/70',
    panel: 'border-blue-200',
    icon: 'text-blue-700',
  },
  'web-search': {
    button: 'bg-purple-700 text-white hover:bg-purple-600 active:bg-purple-800',
    accentText: 'text-purple-800',
    chip: 'border-purple-300 bg-purple-50 text-purple-900 hover:bg-purple-100',
    citation: 'border-l-purple-600 bg-purple-50/70',
    panel: 'border-purple-200',
    icon: 'text-purple-700',
  },
};
