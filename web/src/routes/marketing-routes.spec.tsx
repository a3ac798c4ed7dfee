import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';

import { paths } from '@/config/paths';

import { installFakeFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { AboutUsRoute } from './about-us';
import { CompanyRoute } from './company';
import { ContactRoute } from './contact';
import { ContactUsRoute } from './contact-us';
import { HelpRoute } from './help';
import { HomeRoute } from './home';
import { OurMissionRoute } from './our-mission';
import { PrivacyRoute } from './privacy';
import { RequestAccessRoute } from './request-access';
import { ResourcesRoute } from './resources';
import { RoiCalculatorRoute } from './roi-calculator';
import { SetupDemoRoute } from './setup-demo';
import { TermsOfServiceRoute } from './terms-of-service';
import { UseCasesRoute } from './use-cases';

interface Page {
  path: string;
  Screen: ComponentType;
  heading: string;
}

const pages: readonly Page[] = (
  [
    [paths.home, HomeRoute, 'Property management for UK letting agents and landlords'],
    [paths.resources, ResourcesRoute, 'Resources'],
    [paths.useCases, UseCasesRoute, 'Use cases'],
    [paths.roiCalculator, RoiCalculatorRoute, 'ROI calculator'],
    [paths.company, CompanyRoute, 'Company'],
    [paths.aboutUs, AboutUsRoute, 'About us'],
    [paths.ourMission, OurMissionRoute, 'Our mission'],
    [paths.contactUs, ContactUsRoute, 'Contact us'],
    [paths.setupDemo, SetupDemoRoute, 'Set up a demo'],
    [paths.termsOfService, TermsOfServiceRoute, 'Terms of service'],
    [paths.privacy, PrivacyRoute, 'Privacy notice'],
    [paths.contact, ContactRoute, 'Contact'],
    [paths.requestAccess, RequestAccessRoute, 'Request access'],
    [paths.userGuide, HelpRoute, 'User Guide'],
  ] as const
).map(([path, Screen, heading]) => ({ path, Screen, heading }));

function renderPage(path: string, Screen: ComponentType) {
  return renderApp([{ path, element: <Screen /> }], path);
}

beforeEach(() => {
  installFakeFetch({});
});

describe('marketing and help pages', () => {
  it.each(pages)('$path renders its one h1 "$heading"', ({ path, Screen, heading }) => {
    renderPage(path, Screen);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(pages)('$path skips no heading level', ({ path, Screen }) => {
    const { container } = renderPage(path, Screen);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((node) => Number(node.tagName[1]));
    for (let index = 1; index < levels.length; index += 1)
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1);
  });

  it('[WID-11] the home page advertises the 100-day free trial with no agreement and links to sign-up and a demo', () => {
    renderPage(paths.home, HomeRoute);
    expect(screen.getByText('Free for 100 days, no agreement needed')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /free trial/i })[0]).toHaveAttribute('href', paths.register);
    expect(screen.getAllByRole('link', { name: 'Set up a demo' })[0]).toHaveAttribute('href', paths.setupDemo);
  });

  it('the home page says what works today, and what is coming next marked as coming soon', () => {
    renderPage(paths.home, HomeRoute);
    const today = screen.getByRole('region', { name: 'What works today' });
    for (const title of [
      'Your properties',
      'Compliance certificates',
      'Tenants, tenancies and rent',
      'Owners, documents and buildings',
      'Each person sees their own',
      'A dashboard for each role',
      'Help when you need it',
      'An app you can install',
    ])
      expect(within(today).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(within(today).queryByText('Coming soon')).not.toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Coming next' });
    for (const title of ['Payment reminders', 'Maintenance and trades', 'Messages'])
      expect(within(next).getByRole('heading', { level: 3, name: `${title} Coming soon` })).toBeInTheDocument();
    expect(today).toHaveTextContent('assured periodic tenancies in England');
  });

  it('use cases cover letting agents, self-managing landlords, HMO landlords and block managers', () => {
    renderPage(paths.useCases, UseCasesRoute);
    for (const name of ['Letting agents', 'Self-managing landlords', 'HMO landlords', 'Block managers and factors'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('the terms of service say they are a draft, under the law of England and Wales', () => {
    renderPage(paths.termsOfService, TermsOfServiceRoute);
    expect(screen.getByRole('note')).toHaveTextContent('Draft: not yet in force');
    expect(screen.getByRole('region', { name: '9. The law that applies' })).toHaveTextContent('England and Wales');
  });

  it('the privacy notice names the operator from the public settings, what each form collects and how to complain', async () => {
    installFakeFetch({
      'GET /api/settings/public': {
        body: {
          success: true,
          data: {
            whatsappNumber: '447700900123',
            supportBotUrl: '/support-bot',
            bugReportCredits: 50,
            operatorLegalName: 'Example Lettings Software Ltd',
            operatorCompanyNumber: 'NI000000',
            operatorAddress: '1 Example Street (an example address)',
          },
        },
      },
    });
    renderPage(paths.privacy, PrivacyRoute);
    expect(await screen.findByTestId('operator-identity')).toHaveTextContent(
      'Example Lettings Software Ltd, a company registered in Northern Ireland (company number NI000000), registered office 1 Example Street (an example address)',
    );
    for (const name of [
      'Contact, demo and access request forms',
      'The sales chat',
      'The support chat',
      'The bug reporter (signed-in users)',
      'Sign-up, sign-in and your account',
    ]) {
      const section = screen.getByRole('region', { name });
      for (const term of ['What', 'Why', 'Lawful basis', 'How long'])
        expect(within(section).getByText(term, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'ico.org.uk/make-a-complaint' })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it.each([
    [paths.contact, ContactRoute, 'Send message'],
    [paths.contactUs, ContactUsRoute, 'Send message'],
    [paths.requestAccess, RequestAccessRoute, 'Request access'],
    [paths.setupDemo, SetupDemoRoute, 'Request a demo'],
  ] as const)('[VAL-03] %s has the contact form', (path, Screen, submit) => {
    renderPage(path, Screen);
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
  });
});
