import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoutes } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { TwoStepCard } from './two-step-card';

const CODES = [
  'AAAAA-BBBBB',
  'CCCCC-DDDDD',
  'EEEEE-FFFFF',
  'GGGGG-HHHHH',
  'JJJJJ-KKKKK',
  'LLLLL-MMMMM',
  'NNNNN-PPPPP',
  'QQQQQ-RRRRR',
  'SSSSS-TTTTT',
  'UUUUU-VVVVV',
];
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/x',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
};

/** The second factor's state as the server holds it, changed by the calls the card makes. */
function server<R = object>(initial: { enabled: boolean; recovery_codes_left: number }, overrides?: MockRoutes<R>) {
  let state = initial;
  return mockFetch(
    {
      'GET /api/user/second-factor': () => ({ body: state }),
      'POST /api/user/second-factor/setup': { body: SETUP },
      'POST /api/user/second-factor/confirm': ({ body }) => {
        if (body.code !== '123456') return { status: 400, body: { message: 'That code is not right.' } };
        state = { enabled: true, recovery_codes_left: 10 };
        return { body: { recovery_codes: CODES } };
      },
      'POST /api/user/second-factor/disable': () => {
        state = { enabled: false, recovery_codes_left: 0 };
        return { body: { message: 'Two-step verification is off. Logging in now needs only your password.' } };
      },
    },
    overrides,
  );
}

describe('TwoStepCard', () => {
  it('turns on with the QR code and key, refuses a wrong code, then shows the ten recovery codes once', async () => {
    const mock = server({ enabled: false, recovery_codes_left: 0 });
    const { user } = renderWithProviders(<TwoStepCard />);
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));

    expect(await screen.findByRole('heading', { name: '1. Add WellPath to your authenticator app' })).toHaveFocus();
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', SETUP.qr_code);
    expect(screen.getByTestId('authenticator-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    const field = screen.getByLabelText(/6-digit code/);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(field).toHaveValue('');

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Two-step verification is on.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'wellpath-recovery-codes.txt');
    expect(mock.calls('POST /api/user/second-factor/confirm').map((r) => r.body)).toEqual([{ code: '654321' }, { code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with the password and a code', async () => {
    const mock = server({ enabled: true, recovery_codes_left: 2 });
    const { user } = renderWithProviders(<TwoStepCard />);
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent('2 recovery codes left. Get new ones');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const submit = screen.getAllByRole('button', { name: 'Turn off' }).at(-1)!;
    await user.click(submit);
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(mock.calls('POST /api/user/second-factor/disable')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Password/), 'Maple-Leaf-2024');
    await user.type(screen.getByLabelText(/^Code/), 'AAAAA-BBBBB');
    await user.click(submit);
    expect(await screen.findByText('Two-step verification is off. Logging in now needs only your password.')).toBeInTheDocument();
    expect(mock.calls('POST /api/user/second-factor/disable')[0]!.body).toEqual({ password: 'Maple-Leaf-2024', code: 'AAAAA-BBBBB' });
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('shows new recovery codes after a code, and the server message when the code is refused', async () => {
    let tries = 0;
    server(
      { enabled: true, recovery_codes_left: 7 },
      {
        'POST /api/user/second-factor/recovery-codes': () =>
          ++tries === 1 ? { status: 400, body: { message: 'That code is not right.' } } : { body: { recovery_codes: CODES } },
      },
    );
    const { user } = renderWithProviders(<TwoStepCard />);
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText(/^Code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Get new codes' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Code/), '222222');
    await user.click(screen.getByRole('button', { name: 'Get new codes' }));
    expect(await screen.findByText('Your new recovery codes are ready; the old ones no longer work.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
  });
});
