import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_QUESTIONS } from '../../../../shared/contract/manual.ts';
import { mockFetch, renderWithProviders, teamSession } from '../../../test/render.tsx';
import { ManualAssistant } from './manual-assistant.tsx';

const session = { status: 200, body: teamSession };

const status = {
  documents: [
    { id: 1, title: 'Lantern Lift: Sample Game Manual (PitCrew sample)', isSample: true },
  ],
  modelConfigured: false,
  webSearchConfigured: false,
};

const offlineAnswer = {
  answer: [
    '## Quote Extraction',
    '> <R4> Starting size. At the start of every Match, the Robot must fit within 18 in.',
    '> (Section 4: Robot Rules, Sample)',
    '',
    '## Summary',
    '- <R4> Starting size: the Robot must fit within **18 in**.',
    '',
    '_No AI model is configured on this server._',
  ].join('\n'),
  modelUsed: 'Manual search (no AI model configured)',
  references: ['<R4>'],
  mode: 'manual-search',
};

const rule = {
  ruleId: '<R4>',
  title: 'Starting size',
  section: 'Section 4: Robot Rules',
  body: 'Starting size. At the start of every Match, the Robot must fit within 18 in (457.2 mm).',
  documentTitle: 'Sample',
};

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, path: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === 'POST');
  return JSON.parse(String(call?.[1]?.body));
}

describe('the game manual assistant', () => {
  it('offers the question box, the model picker, examples and links; asking is off while blank', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': session,
      'GET /api/manual/status': { status: 200, body: status },
    });
    renderWithProviders(<ManualAssistant variant="model" />);
    // The form waits for which manual answers, said above it, instead of being pushed down by it.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the assistant');
    expect(screen.queryByRole('button', { name: 'Ask Question' })).not.toBeInTheDocument();

    const ask = await screen.findByRole('button', { name: 'Ask Question' });
    expect(screen.getByText(/built-in sample manual/)).toBeInTheDocument();
    expect(ask).toBeDisabled();
    expect(screen.getByLabelText('Model')).toHaveTextContent('GPT-4o (recommended)');
    expect(screen.getByRole('link', { name: /Original game manual/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: /Android app/ })).toBeInTheDocument();
    expect(await screen.findByText(/built-in sample manual/)).toBeInTheDocument();
    expect(screen.getByText(/No AI model is configured on this server/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: EXAMPLE_QUESTIONS[0] }));
    expect(screen.getByLabelText('Your question')).toHaveValue(EXAMPLE_QUESTIONS[0]);
    expect(ask).toBeEnabled();

    await user.clear(screen.getByLabelText('Your question'));
    await user.type(screen.getByLabelText('Your question'), '   ');
    expect(ask).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Empty Question')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a question about the VEX Robotics game manual.'),
    ).toBeInTheDocument();
  });

  it('asks with the chosen model and shows the formatted answer, its model and its references', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/me': session,
      'GET /api/manual/status': { status: 200, body: status },
      'POST /api/manual/ask': { status: 200, body: offlineAnswer },
      'GET /api/manual/rules/R4': { status: 200, body: rule },
    });
    renderWithProviders(<ManualAssistant variant="model" />);
    await screen.findByLabelText('Your question');

    await user.type(screen.getByLabelText('Your question'), 'How big can the robot be?');
    await user.selectOptions(
      screen.getByLabelText('Model'),
      screen.getByRole('option', { name: 'GPT-3.5 Turbo (faster)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Ask Question' }));

    expect(await screen.findByTestId('model-used')).toHaveTextContent(
      'Manual search (no AI model configured)',
    );
    expect(bodyOf(fetchMock, '/api/manual/ask')).toEqual({
      question: 'How big can the robot be?',
      model: 'gpt-3.5-turbo',
    });
    const answer = screen.getByTestId('formatted-answer');
    expect(within(answer).getByRole('heading', { name: 'Quote Extraction' })).toBeInTheDocument();
    expect(within(answer).getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(answer.querySelector('blockquote')).toHaveTextContent(
      'Starting size. At the start of every Match',
    );
    expect(within(answer).getByText('18 in').tagName).toBe('STRONG');

    const references = screen.getByRole('region', { name: 'References' });
    await user.click(within(references).getByRole('button', { name: 'Open rule <R4>' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/fit within 18 in \(457\.2 mm\)/)).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Rule <R4> Starting size' }),
    ).toBeInTheDocument();
  });

  it('renders model output as text, never as markup', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': session,
      'GET /api/manual/status': { status: 200, body: status },
      'POST /api/manual/ask': {
        status: 200,
        body: {
          ...offlineAnswer,
          mode: 'model',
          modelUsed: 'gpt-4o',
          answer: 'Hi <img src=x onerror="alert(1)"> <b>bold</b>',
        },
      },
    });
    const { container } = renderWithProviders(<ManualAssistant variant="model" />);
    await screen.findByLabelText('Your question');
    await user.type(screen.getByLabelText('Your question'), 'x');
    await user.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(await screen.findByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows the spec toast and the reason when the answer fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': session,
      'GET /api/manual/status': { status: 200, body: status },
      'POST /api/manual/ask': {
        status: 504,
        body: { message: 'The AI service took too long to answer. Please try again.' },
      },
    });
    renderWithProviders(<ManualAssistant variant="model" />);
    await screen.findByLabelText('Your question');
    await user.type(screen.getByLabelText('Your question'), 'robot size');
    await user.click(screen.getByRole('button', { name: 'Ask Question' }));
    expect(
      await screen.findByText('Failed to get an answer. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The AI service took too long to answer.');
    expect(screen.getByRole('button', { name: 'Ask Question' })).toBeEnabled();
  });
});

describe('the web-search assistant', () => {
  it('has no model picker and lists the sources', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': session,
      'GET /api/manual/status': { status: 200, body: { ...status, webSearchConfigured: true } },
      'POST /api/manual/ask-perplexity': {
        status: 200,
        body: {
          answer: '## Summary\nPinning is limited by <G9>.',
          modelUsed: 'Perplexity sonar',
          references: ['<G9>'],
          mode: 'model',
          citations: ['https://www.vexrobotics.com/qa/1', 'https://example.org/thread'],
        },
      },
    });
    renderWithProviders(<ManualAssistant variant="web-search" />);
    await screen.findByLabelText('Your question');
    expect(screen.queryByLabelText('Model')).toBeNull();
    await user.type(screen.getByLabelText('Your question'), 'pinning');
    await user.click(screen.getByRole('button', { name: 'Ask Question' }));

    const sources = await screen.findByRole('region', { name: 'Sources' });
    const links = within(sources).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.vexrobotics.com/qa/1',
      'https://example.org/thread',
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByTestId('model-used')).toHaveTextContent('Perplexity sonar');
  });

  it("shows the server's message in the error toast", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/me': session,
      'GET /api/manual/status': { status: 200, body: status },
      'POST /api/manual/ask-perplexity': {
        status: 502,
        body: { message: 'The AI service is busy right now. Please try again in a moment.' },
      },
    });
    renderWithProviders(<ManualAssistant variant="web-search" />);
    await screen.findByLabelText('Your question');
    await user.type(screen.getByLabelText('Your question'), 'pinning');
    await user.click(screen.getByRole('button', { name: 'Ask Question' }));
    await waitFor(() =>
      expect(screen.getAllByText(/The AI service is busy right now/).length).toBeGreaterThanOrEqual(
        2,
      ),
    );
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
