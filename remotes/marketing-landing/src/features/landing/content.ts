/**
 * Every figure and user-visible text of the landing page, in one place, so the page never
 * disagrees with itself (spec §2 "Landing page", §9 "Landing page claims") and tests read the
 * same strings the screen shows.
 *
 * Decision: the old page said "30-day trial" on the plans and "14-day" elsewhere. Kanri uses ONE
 * trial length everywhere: TRIAL_DAYS. Never write a trial length as a literal; use TRIAL_TEXT.
 */

// ---------------------------------------------------------------------------------------------
// Figures (spec §9). Change them here and every section follows.
// ---------------------------------------------------------------------------------------------
export const TRIAL_DAYS = 30;
export const TRIAL_TEXT = `${TRIAL_DAYS}-day free trial`;
export const NO_CARD_TEXT = 'No credit card required';
export const TRIAL_NOTE = `${TRIAL_TEXT} · ${NO_CARD_TEXT}`;

export const STARTER_LIMITS = { members: 10, projects: 5, storageGb: 5 } as const;
export const PRICE_PER_USER_MONTH = { professional: 19, business: 39 } as const;
export const STORAGE_PER_USER_GB = { professional: 50, business: 200 } as const;

export const SALES_EMAIL = 'sales@kanri.dev';
export const SALES_MAILTO = `mailto:${SALES_EMAIL}`;

export const ROUTES = { login: '/login', register: '/register', developers: '/developers' } as const;

/** Element ids of the sections; the first four are the public anchors of spec §2. */
export const SECTION_IDS = {
  hero: 'top',
  features: 'features',
  advanced: 'advanced-features',
  preview: 'dashboard-preview',
  pricing: 'pricing',
  integrations: 'integrations',
  testimonials: 'testimonials',
  faq: 'faq',
  cta: 'get-started',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared labels
// ---------------------------------------------------------------------------------------------
export const BRAND = 'Kanri';

export const ACTIONS = {
  signIn: 'Sign In',
  startTrial: 'Start Free Trial',
  watchDemo: 'Watch Demo',
  contactSales: 'Contact Sales',
  getStartedFree: 'Get Started Free',
  viewAllIntegrations: 'View All Integrations',
  showFewerIntegrations: 'Show Fewer Integrations',
} as const;

// ---------------------------------------------------------------------------------------------
// Navigation
// ---------------------------------------------------------------------------------------------
export const NAV = {
  label: 'Main',
  links: [
    { id: SECTION_IDS.features, label: 'Features' },
    { id: SECTION_IDS.pricing, label: 'Pricing' },
    { id: SECTION_IDS.integrations, label: 'Integrations' },
    { id: SECTION_IDS.testimonials, label: 'Testimonials' },
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Hero
// ---------------------------------------------------------------------------------------------
export const HERO = {
  eyebrow: 'Open source · Self-hostable',
  titleLead: 'Projects, time and invoices in one',
  titleAccent: 'open-source workspace',
  subtitle:
    'Kanri brings tasks in list and board views, time tracking, meetings, notes, todos, clients, invoices, leave requests and team chat together, so your team stops switching between tools.',
  points: [`Free forever for up to ${STARTER_LIMITS.members} members`, 'Self-host with pnpm start', 'Your data in PostgreSQL'],
} as const;

// ---------------------------------------------------------------------------------------------
// Features
// ---------------------------------------------------------------------------------------------
export type FeatureIcon =
  | 'projects'
  | 'time'
  | 'meetings'
  | 'notes'
  | 'invoice'
  | 'users'
  | 'chat'
  | 'notifications'
  | 'customFields'
  | 'realtime'
  | 'roles'
  | 'database'
  | 'api'
  | 'scale';

export interface FeatureItem {
  icon: FeatureIcon;
  title: string;
  text: string;
}

export const FEATURES = {
  eyebrow: 'Features',
  title: 'Everything your team works on, in one place',
  subtitle: 'Every area below is included in every plan, and in every self-hosted install.',
  items: [
    {
      icon: 'projects',
      title: 'Projects and tasks',
      text: 'Plan work in a sortable task list or drag cards across a board. Set priority, status, due dates, assignees and progress.',
    },
    {
      icon: 'time',
      title: 'Time tracking',
      text: 'Start a timer from any task or from the floating tracker on every page, then review time sheets against a daily goal.',
    },
    {
      icon: 'meetings',
      title: 'Meetings',
      text: 'Schedule meetings with a join link, and see what is on today and what is coming up.',
    },
    {
      icon: 'notes',
      title: 'Notes and todos',
      text: 'Colour-coded notes and a personal todo list that stay private to you.',
    },
    {
      icon: 'invoice',
      title: 'Clients and invoices',
      text: 'Keep client details together and build invoices with tax, discounts, shipping and payment terms, ready to print.',
    },
    {
      icon: 'users',
      title: 'Team and leave requests',
      text: 'Invite team members, assign roles, and request or approve leave in one shared view.',
    },
    {
      icon: 'chat',
      title: 'Team chat',
      text: 'Channels and direct messages next to the work they are about, delivered live.',
    },
    {
      icon: 'notifications',
      title: 'Notifications',
      text: 'One inbox for what changed, with unread counts, filters and mark all as read, so nothing slips through.',
    },
  ] satisfies FeatureItem[],
} as const;

export const ADVANCED = {
  eyebrow: 'Advanced features',
  title: 'Built to be run, extended and trusted',
  subtitle: 'The parts you notice once the whole team depends on it.',
  items: [
    {
      icon: 'customFields',
      title: 'Custom fields',
      text: 'Add your own columns to the task list and size them to fit the way your team works.',
    },
    {
      icon: 'realtime',
      title: 'Live updates',
      text: 'Chat messages, notifications, presence and task changes arrive over one WebSocket, without refreshing.',
    },
    {
      icon: 'roles',
      title: 'Roles enforced by the server',
      text: 'Admin, manager, developer, designer and member roles are checked on every request, not just hidden in the UI.',
    },
    {
      icon: 'database',
      title: 'Your database',
      text: 'Runs on embedded PostgreSQL out of the box, or on your own PostgreSQL server with one setting.',
    },
    {
      icon: 'api',
      title: 'Documented API',
      text: 'Every screen uses the same /api/v1 endpoints you can call, described in an OpenAPI document.',
    },
    {
      icon: 'scale',
      title: 'Scales out',
      text: 'Stateless API replicas behind a load balancer, static front end on any CDN, one PostgreSQL.',
    },
  ] satisfies FeatureItem[],
} as const;

// ---------------------------------------------------------------------------------------------
// Dashboard preview (static sample figures: marketing only, spec §9)
// ---------------------------------------------------------------------------------------------
export const PREVIEW = {
  eyebrow: 'Product tour',
  title: 'Your week at a glance',
  subtitle: 'A preview of the Kanri dashboard. The figures are sample data.',
  sampleTag: 'Sample data',
  windowLabel: 'Kanri dashboard preview with sample data',
  greeting: 'Good morning, Alex',
  greetingHint: 'Here is where your team stands today.',
  sidebar: ['Dashboard', 'Projects', 'Tasks', 'Meetings', 'Invoice', 'Team Chat'],
  stats: [
    { title: 'Open tasks', value: '24', hint: '6 due this week' },
    { title: 'Completed this week', value: '18', hint: '4 more than last week' },
    { title: 'Tracked today', value: '6h 15m', hint: 'Daily goal 8h' },
    { title: 'Outstanding invoices', value: '$4,850', hint: '3 invoices' },
  ],
  boardTitle: 'Website redesign · Board',
  board: [
    {
      status: 'To Do',
      tasks: [
        { title: 'Write release notes', priority: 'low' },
        { title: 'Review pricing copy', priority: 'medium' },
      ],
    },
    {
      status: 'In Progress',
      tasks: [
        { title: 'Build checkout flow', priority: 'high' },
        { title: 'Client feedback round', priority: 'medium' },
      ],
    },
    {
      status: 'Completed',
      tasks: [{ title: 'Kick-off meeting', priority: 'low' }],
    },
  ],
  hoursTitle: 'Hours tracked this week',
  hours: [
    { day: 'Mon', minutes: 450 },
    { day: 'Tue', minutes: 480 },
    { day: 'Wed', minutes: 375 },
    { day: 'Thu', minutes: 510 },
    { day: 'Fri', minutes: 300 },
  ],
  projectsTitle: 'Project progress',
  projects: [
    { name: 'Website redesign', percent: 72 },
    { name: 'Mobile app', percent: 45 },
    { name: 'Client onboarding', percent: 90 },
  ],
} as const;

export const PRIORITY_LABELS = { low: 'Low', medium: 'Medium', high: 'High' } as const;

// ---------------------------------------------------------------------------------------------
// Pricing (spec §9)
// ---------------------------------------------------------------------------------------------
export type PlanAction = 'register' | 'sales';

export interface Plan {
  id: 'starter' | 'professional' | 'business' | 'enterprise';
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  cta: string;
  action: PlanAction;
  badge?: string;
}

export const PRICING = {
  eyebrow: 'Pricing',
  title: 'Simple pricing that grows with your team',
  subtitle: `Start free, upgrade when you need more room. Paid plans include a ${TRIAL_TEXT}. ${NO_CARD_TEXT}.`,
  plans: [
    {
      id: 'starter',
      name: 'Starter',
      price: 'Free',
      period: 'forever',
      description: 'For small teams getting organised.',
      features: [
        `Up to ${STARTER_LIMITS.members} members`,
        `${STARTER_LIMITS.projects} projects`,
        `${STARTER_LIMITS.storageGb}GB storage`,
        'Every feature included',
      ],
      cta: ACTIONS.getStartedFree,
      action: 'register',
    },
    {
      id: 'professional',
      name: 'Professional',
      price: `$${PRICE_PER_USER_MONTH.professional}`,
      period: 'per user / month',
      description: 'For growing teams that run client work.',
      features: [
        TRIAL_TEXT,
        `${STORAGE_PER_USER_GB.professional}GB storage per user`,
        'No member or project caps',
        'Everything in Starter',
      ],
      cta: ACTIONS.startTrial,
      action: 'register',
      badge: 'Recommended',
    },
    {
      id: 'business',
      name: 'Business',
      price: `$${PRICE_PER_USER_MONTH.business}`,
      period: 'per user / month',
      description: 'For companies with several teams.',
      features: [
        TRIAL_TEXT,
        `${STORAGE_PER_USER_GB.business}GB storage per user`,
        'Priority support',
        'Everything in Professional',
      ],
      cta: ACTIONS.startTrial,
      action: 'register',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: 'Custom',
      period: 'pricing',
      description: 'For organisations with special requirements.',
      features: ['Custom storage and seats', 'Help with self-hosting', 'Dedicated support contact', 'Invoiced billing'],
      cta: ACTIONS.contactSales,
      action: 'sales',
    },
  ] satisfies Plan[],
  footnote: 'Prices in USD. Hosting Kanri yourself is free, with every feature.',
} as const;

// ---------------------------------------------------------------------------------------------
// Integrations: only what Kanri really connects to
// ---------------------------------------------------------------------------------------------
export interface Integration {
  mark: string;
  name: string;
  category: string;
  text: string;
}

/** How many integrations show before View All Integrations is pressed. */
export const INTEGRATIONS_INITIAL = 6;

export const INTEGRATIONS = {
  eyebrow: 'Integrations',
  title: 'Works with what you already run',
  subtitle: 'Kanri is plain Node.js and PostgreSQL, so it fits into the infrastructure you have.',
  listLabel: 'Integrations',
  items: [
    {
      mark: 'PG',
      name: 'PostgreSQL',
      category: 'Database',
      text: 'Set DATABASE_URL and every project, task and invoice lives in your own PostgreSQL.',
    },
    {
      mark: 'EPG',
      name: 'Embedded PostgreSQL',
      category: 'Database',
      text: 'Out of the box Kanri starts its own PostgreSQL server; data stays in a folder on your machine.',
    },
    {
      mark: '@',
      name: 'SMTP e-mail',
      category: 'E-mail',
      text: 'Invitations, e-mail verification and password resets go out through any SMTP server.',
    },
    {
      mark: 'API',
      name: 'REST API',
      category: 'Developers',
      text: 'The same /api/v1 endpoints the app uses, ready for your own scripts and tools.',
    },
    {
      mark: '{ }',
      name: 'OpenAPI',
      category: 'Developers',
      text: 'A machine-readable description of the API with a docs page, to generate clients.',
    },
    {
      mark: 'WS',
      name: 'WebSocket',
      category: 'Real time',
      text: 'Subscribe to chat messages, notifications, presence and task changes as they happen.',
    },
    {
      mark: 'PDF',
      name: 'Print and PDF',
      category: 'Invoicing',
      text: 'Invoices print cleanly or save as PDF from any browser.',
    },
    {
      mark: 'CDN',
      name: 'Any CDN or static host',
      category: 'Hosting',
      text: 'The front end is static files, so any CDN or web server can serve it.',
    },
    {
      mark: 'LB',
      name: 'Load balancers',
      category: 'Scaling',
      text: 'Run several API replicas behind your load balancer; PostgreSQL keeps them in sync.',
    },
    {
      mark: 'JS',
      name: 'Node.js',
      category: 'Runtime',
      text: 'One Node.js process serves the app and the API on a single port.',
    },
  ] satisfies Integration[],
} as const;

// ---------------------------------------------------------------------------------------------
// Testimonials (placeholder quotes until real customers are quoted)
// ---------------------------------------------------------------------------------------------
export const TESTIMONIALS = {
  eyebrow: 'Testimonials',
  title: 'Teams that switched to Kanri',
  subtitle: 'What people tell us after their first month.',
  items: [
    {
      quote:
        'We replaced a task tracker, a timesheet spreadsheet and an invoicing tool with Kanri. Billing a client now takes minutes instead of an afternoon.',
      name: 'Maya R.',
      role: 'Operations lead, design studio',
    },
    {
      quote: 'Self-hosting was one command. Our data sits in our own PostgreSQL, which made the security review easy.',
      name: 'Daniel K.',
      role: 'CTO, software consultancy',
    },
    {
      quote:
        'The board and the floating timer are what got the team to actually log their hours. Leave requests in the same place was a bonus.',
      name: 'Priya S.',
      role: 'Project manager, marketing agency',
    },
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// FAQ
// ---------------------------------------------------------------------------------------------
export const FAQ = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  subtitle: 'Straight answers about running Kanri.',
  items: [
    {
      key: 'open-source',
      question: 'Is Kanri really open source?',
      answer:
        'Yes. The web app, the API server and the database schema are all public. You can read the code, change it and run it on your own servers with every feature, at no cost.',
    },
    {
      key: 'self-host',
      question: 'How do I host Kanri myself?',
      answer:
        'Clone the repository, install the dependencies with pnpm and run pnpm start. It builds what is needed and serves the web app and the API together on one port (8080 by default).',
    },
    {
      key: 'data',
      question: 'Where is my data stored?',
      answer:
        'In PostgreSQL. Out of the box Kanri starts its own PostgreSQL server, which keeps its files in a local data folder. Set DATABASE_URL to use your own PostgreSQL server instead. Every record belongs to a workspace, and the server never shows it to another one.',
    },
    {
      key: 'trial',
      question: 'How do pricing and the free trial work?',
      answer: `Starter is free forever for up to ${STARTER_LIMITS.members} members, ${STARTER_LIMITS.projects} projects and ${STARTER_LIMITS.storageGb}GB of storage. Professional ($${PRICE_PER_USER_MONTH.professional} per user per month) and Business ($${PRICE_PER_USER_MONTH.business} per user per month) start with a ${TRIAL_TEXT}. ${NO_CARD_TEXT}. Enterprise pricing is agreed with our sales team.`,
    },
    {
      key: 'time',
      question: 'Can I track time on tasks?',
      answer:
        'Yes. Start a timer from any task or from the floating tracker that stays on every dashboard page. Entries are saved on the server, and time sheets cover this week, last week, this month or last month against an 8-hour daily goal.',
    },
    {
      key: 'invoices',
      question: 'Can I invoice my clients from Kanri?',
      answer:
        'Yes. Keep your clients in Kanri and build invoices with line items, tax, discounts, shipping and payment terms such as Net 30, in USD, EUR, GBP and other currencies. Totals are calculated on the server, and invoices print cleanly or save as PDF.',
    },
    {
      key: 'roles',
      question: 'Who can see and change what?',
      answer:
        'Each member has a role: admin, manager, developer, designer or member. The server checks the role on every request, so a hidden button is never the only protection. Notes, todos and notifications stay private to their owner.',
    },
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Closing call to action and footer
// ---------------------------------------------------------------------------------------------
export const CTA = {
  title: 'Bring your team’s work into one place',
  subtitle: `Set up a workspace in minutes. ${TRIAL_NOTE}.`,
} as const;

export const FOOTER = {
  title: 'Kanri',
  tagline: 'Open-source work management for teams: projects, time, meetings, clients and invoices.',
  columns: [
    {
      title: 'Product',
      links: [
        { label: 'Features', href: `#${SECTION_IDS.features}` },
        { label: 'Pricing', href: `#${SECTION_IDS.pricing}` },
        { label: 'Integrations', href: `#${SECTION_IDS.integrations}` },
        { label: 'Testimonials', href: `#${SECTION_IDS.testimonials}` },
      ],
    },
    {
      title: 'Get started',
      links: [
        { label: ACTIONS.startTrial, to: ROUTES.register },
        { label: ACTIONS.signIn, to: ROUTES.login },
        { label: 'FAQ', href: `#${SECTION_IDS.faq}` },
      ],
    },
    {
      title: 'Contact',
      links: [
        { label: SALES_EMAIL, href: SALES_MAILTO },
        { label: 'API reference', to: ROUTES.developers },
      ],
    },
  ],
  copyright: (year: number) => `© ${year} Kanri. Open source software.`,
  backToTop: 'Back to top',
} as const;
