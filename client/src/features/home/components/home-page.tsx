import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import { TOKEN_VISUALISER_URL } from '@shared/keys';
import { paths } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { HeroParticles } from './hero-particles';

const MODULES = [
  {
    image: '/images/decks/negotiation.svg',
    title: 'Negotiation Workshop',
    description:
      'Prepare with BATNA, reservation price and the ZOPA, then practise anchoring, trading concessions and closing the deal.',
  },
  {
    image: '/images/decks/ai.svg',
    title: 'AI Workshop',
    description:
      'How large language models work, how to write prompts that get useful answers, and how to use AI at work safely.',
  },
  {
    image: '/images/decks/communication.svg',
    title: 'Communication Workshop',
    description:
      'Lead with the answer, write emails people act on, listen actively and give feedback that lands.',
  },
  {
    image: '/images/decks/collaboration.svg',
    title: 'Team Collaboration Workshop',
    description:
      'Build teams that work: psychological safety, team charters, clear roles and decision rules, in the room and remote.',
  },
] as const;

/** The look of ui/card, inlined: the home route stays as light as the budget in scripts/size.ts asks. */
const CARD = 'rounded-xl bg-white shadow-sm ring-1 ring-slate-200';

/** The deck card images are 640 x 360; the attributes reserve their space before they load. */
const IMAGE_SIZE = { width: 640, height: 360 } as const;

function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-lg text-slate-600">{intro}</p>
    </div>
  );
}

export default function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className="relative isolate flex min-h-[26rem] items-center overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white sm:min-h-[30rem]">
        <HeroParticles />
        <div className="relative mx-auto w-full max-w-4xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">
            Corporate skills course
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            Mastering Critical Workplace Skills
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-50 sm:text-xl">
            Practical workshops in negotiation, AI, communication and teamwork, with live negotiation
            simulations and hands-on demos.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link href={paths.decks}>
              Explore Workshops <span aria-hidden>→</span>
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="modules-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="modules-heading"
          title="Learning Modules"
          intro="Four workshops, each with slides to download and exercises to practise in class."
        />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {MODULES.map((m) => (
            <li key={m.title}>
              <div
                className={`${CARD} relative flex h-full flex-col overflow-hidden transition-shadow has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 hover:shadow-md`}
              >
                <img
                  src={m.image}
                  alt=""
                  {...IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video h-auto w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-slate-900">
                    {/* The title is the card's one link; its ::after covers the whole card. */}
                    <Link
                      href={paths.decks}
                      className="after:absolute after:inset-0 focus-visible:outline-none hover:text-brand-700"
                    >
                      {m.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-slate-600">{m.description}</p>
                  <span
                    aria-hidden
                    className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700"
                  >
                    View workshop →
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="experiences-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <SectionHeading
            id="experiences-heading"
            title="Interactive Learning Experiences"
            intro="Try the ideas from the AI workshop for yourself."
          />
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <div className={`${CARD} flex flex-col border-t-4 border-brand-600 p-6`}>
              <p className="text-sm font-semibold text-brand-700">Interactive demo</p>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">Neural Network Demo</h3>
              <p className="mt-2 flex-1 text-slate-600">
                Teach a small neural network to recommend a meal from your hunger, health-consciousness and
                available time, and watch it learn from your corrections.
              </p>
              <Button asChild className="mt-6 self-start">
                <Link href={paths.neuralDemo}>Launch Demo</Link>
              </Button>
            </div>
            <div className={`${CARD} flex flex-col border-t-4 border-indigo-600 p-6`}>
              <p className="text-sm font-semibold text-indigo-700">External tool</p>
              <h3 className="mt-1 text-xl font-semibold text-slate-900">Token Explorer</h3>
              <p className="mt-2 flex-1 text-slate-600">
                See how AI language models split your text into tokens, the small pieces they actually read
                and write.
              </p>
              <Button asChild variant="secondary" className="mt-6 self-start">
                <a href={TOKEN_VISUALISER_URL} target="_blank" rel="noopener noreferrer">
                  Open Token Explorer <ExternalLink className="h-4 w-4" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Ready to Enhance Your Professional Skills?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600">
          Open the workshop slides, then put them into practice in the negotiation simulations.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href={paths.decks}>View All Workshops</Link>
        </Button>
      </section>
    </>
  );
}
