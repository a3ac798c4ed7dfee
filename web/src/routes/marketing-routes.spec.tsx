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

  it('the home page covers each area of the product', () => {
    renderPage(paths.home, HomeRoute);
    const covers = screen.getByRole('region', { name: 'What it covers' });
    for (const title of [
      'Properties',
      'Tenancies and rent',
      'Compliance certificates',
      'Maintenance and trades',
      'Documents',
      'Messages',
      'Owner and tenant portals',
      'An app you can install',
    ])
      expect(within(covers).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(covers).toHaveTextContent('gas safety every 12 months, EICR every five years, EPC every ten years');
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
