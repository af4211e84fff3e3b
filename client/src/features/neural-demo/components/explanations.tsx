import type { Phase, Stage } from '../lib/explorer-state';

const STAGE_TEXT: Record<Stage, { title: string; text: string }> = {
  inputs: {
    title: 'Step 1 of 4 · Inputs',
    text: 'Your three answers become numbers between 0 and 1: a slider at 1 becomes 0, at 10 it becomes 1.',
  },
  hidden: {
    title: 'Step 2 of 4 · Hidden layer',
    text: 'Each hidden neuron adds up the inputs, each multiplied by the weight of its line: blue lines push the total up, orange dashed lines push it down. The total is squeezed into a value between 0 and 1.',
  },
  outputs: {
    title: 'Step 3 of 4 · Outputs',
    text: 'Each food gets a score from the hidden neurons in the same way. The scores are turned into percentages that add up to 100%.',
  },
  result: {
    title: 'Step 4 of 4 · Result',
    text: 'The food with the highest percentage becomes the recommendation.',
  },
};

/** What is happening right now, in plain words. */
export function StageExplanation({ phase, stage }: { phase: Phase; stage: Stage | null }) {
  let title: string;
  let text: string;
  if (phase === 'calculating') {
    ({ title, text } = stage ? STAGE_TEXT[stage] : { title: 'Starting…', text: 'Reading your answers.' });
  } else if (phase === 'result') {
    title = 'Your turn';
    text =
      'Is this what you would pick? If not, choose the right food below and the network will learn from it. Move a slider to see its answer change straight away.';
  } else if (phase === 'feedback') {
    title = 'The network learned';
    text =
      'It nudged every weight a little (learning rate 0.4) so that your choice scores higher for these inputs. Look at the lines in the diagram and the training history. Change a slider or run again to teach it more.';
  } else {
    title = 'Ready';
    text =
      'Move the sliders to describe your situation, then press “Run the network” to watch it work out a recommendation step by step.';
  }
  return (
    <div className="min-h-32 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-600/20">
      <p className="font-semibold text-amber-900">{title}</p>
      <p className="mt-1 text-sm text-amber-950">{text}</p>
    </div>
  );
}

/** The background for people who have never seen a neural network. */
export function HowItWorks() {
  return (
    <div className="grid gap-6 text-slate-700 sm:grid-cols-2">
      <div>
        <h3 className="font-semibold text-slate-900">Neurons</h3>
        <p className="mt-1 text-sm">
          A neuron is a tiny calculator: it takes numbers in, adds them up with different importance, and
          passes one number on. This network has three input neurons (your answers), three hidden neurons (H1,
          H2, H3) and one output neuron per food.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Weights</h3>
        <p className="mt-1 text-sm">
          Every line is a weight: how much one neuron’s value counts for the next. Blue lines are positive
          (more of this means more of that), orange dashed lines are negative, and thicker lines count more.
          The weights are all the network knows.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Hidden neurons</h3>
        <p className="mt-1 text-sm">
          Nobody tells the hidden neurons what to mean. Here they start out as rough ideas such as “appetite”,
          “health focus” and “in a hurry”, and they drift as the network learns. Big networks have millions of
          them.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Learning from feedback</h3>
        <p className="mt-1 text-sm">
          When you pick the right answer, the network works backwards from its mistake (backpropagation) and
          moves every weight a small step in the direction that makes your answer more likely. Many small
          corrections like this are how AI models such as chatbots are trained.
        </p>
      </div>
    </div>
  );
}
