//! The game's sounds, synthesised in code (no downloaded assets): a wooden "clack" for
//! moves, heavier for captures, a soft bell for check, chimes for promotion and game end,
//! a gentle tick for low time. Plain Rust producing WAV bytes, so it is testable without Bevy.

use std::f32::consts::TAU;

pub const SAMPLE_RATE: u32 = 44_100;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    Move,
    Capture,
    Castle,
    Check,
    Promote,
    GameEnd,
    LowTime,
}

impl Sound {
    pub const ALL: [Sound; 7] = [
        Sound::Move,
        Sound::Capture,
        Sound::Castle,
        Sound::Check,
        Sound::Promote,
        Sound::GameEnd,
        Sound::LowTime,
    ];

    /// Mono samples in -1..1.
    pub fn samples(self) -> Vec<f32> {
        let mut buf = match self {
            Sound::Move => clack(0.0, 1.0, 0.9),
            Sound::Capture => {
                let mut b = clack(0.0, 0.8, 1.0);
                mix(&mut b, &clack(0.0, 1.25, 0.9), 0.045);
                b
            }
            Sound::Castle => {
                let mut b = clack(0.0, 1.0, 0.8);
                mix(&mut b, &clack(0.0, 1.1, 0.8), 0.12);
                b
            }
            Sound::Check => bell(&[(659.3, 1.0)], 0.7),
            Sound::Promote => {
                let mut b = bell(&[(523.3, 0.8)], 0.5);
                mix(&mut b, &bell(&[(784.0, 0.9)], 0.6), 0.11);
                b
            }
            Sound::GameEnd => {
                // C major arpeggio, the last note held.
                let mut b = bell(&[(523.3, 0.7)], 0.9);
                mix(&mut b, &bell(&[(659.3, 0.7)], 0.9), 0.14);
                mix(&mut b, &bell(&[(784.0, 0.8), (1046.5, 0.3)], 1.4), 0.28);
                b
            }
            Sound::LowTime => bell(&[(987.8, 0.5)], 0.12),
        };
        normalize(&mut buf, 0.7);
        buf
    }

    /// A complete 16-bit PCM WAV file.
    pub fn wav(self) -> Vec<u8> {
        wav_bytes(&self.samples())
    }
}

/// Deterministic noise so every build sounds the same.
struct Noise(u32);
impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// A piece set down on a wooden board: a short noise tap shaped by two damped wooden body
/// resonances. `pitch` scales the resonances (lighter/heavier piece).
fn clack(delay: f32, pitch: f32, gain: f32) -> Vec<f32> {
    let len = ((delay + 0.16) * SAMPLE_RATE as f32) as usize;
    let start = (delay * SAMPLE_RATE as f32) as usize;
    let mut out = vec![0.0; len];
    let mut noise = Noise(0x1234_5678 ^ (pitch * 1000.0) as u32);
    let modes = [
        (180.0 * pitch, 0.035, 1.0),
        (410.0 * pitch, 0.02, 0.6),
        (1250.0 * pitch, 0.008, 0.35),
    ];
    let mut lowpassed = 0.0;
    for (i, s) in out.iter_mut().enumerate().skip(start) {
        let t = (i - start) as f32 / SAMPLE_RATE as f32;
        // The tap: band-limited noise for the first few milliseconds.
        lowpassed += 0.35 * (noise.next() - lowpassed);
        let tap = lowpassed * (-t / 0.0025).exp();
        let body: f32 = modes
            .iter()
            .map(|&(f, decay, a)| a * (TAU * f * t).sin() * (-t / decay).exp())
            .sum();
        *s = gain * (0.9 * tap + 0.5 * body);
    }
    out
}

/// A soft bell: partials with slow exponential decay and a gentle attack (no click).
fn bell(notes: &[(f32, f32)], seconds: f32) -> Vec<f32> {
    let len = (seconds * SAMPLE_RATE as f32) as usize;
    let mut out = vec![0.0; len];
    for (i, s) in out.iter_mut().enumerate() {
        let t = i as f32 / SAMPLE_RATE as f32;
        let attack = (t / 0.004).min(1.0);
        let release = ((seconds - t) / 0.03).clamp(0.0, 1.0);
        let mut v = 0.0;
        for &(f, a) in notes {
            // Slightly inharmonic upper partials give a bell's colour.
            v += a * (TAU * f * t).sin() * (-t / (seconds * 0.35)).exp();
            v += a * 0.35 * (TAU * f * 2.01 * t).sin() * (-t / (seconds * 0.18)).exp();
            v += a * 0.12 * (TAU * f * 3.02 * t).sin() * (-t / (seconds * 0.08)).exp();
        }
        *s = v * attack * release;
    }
    out
}

/// Adds `other` into `base`, starting `offset` seconds in (growing `base` as needed).
fn mix(base: &mut Vec<f32>, other: &[f32], offset: f32) {
    let start = (offset * SAMPLE_RATE as f32) as usize;
    if base.len() < start + other.len() {
        base.resize(start + other.len(), 0.0);
    }
    for (b, o) in base[start..].iter_mut().zip(other) {
        *b += o;
    }
}

fn normalize(buf: &mut [f32], peak: f32) {
    let max = buf.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if max > 0.0 {
        buf.iter_mut().for_each(|s| *s *= peak / max);
    }
}

fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // byte rate
    out.extend_from_slice(&2u16.to_le_bytes()); // block align
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16).to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_short_audible_and_unclipped() {
        for sound in Sound::ALL {
            let s = sound.samples();
            let secs = s.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.05..2.0).contains(&secs), "{sound:?} lasts {secs}s");
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!((0.5..=0.71).contains(&peak), "{sound:?} peak {peak}");
            // Ends quietly: no click when the sample stops.
            let tail = s[s.len() - 64..].iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!(tail < 0.05, "{sound:?} ends with {tail}");
        }
    }

    #[test]
    fn sounds_are_distinct() {
        let all: Vec<Vec<f32>> = Sound::ALL.iter().map(|s| s.samples()).collect();
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                assert_ne!(all[i], all[j], "{:?} = {:?}", Sound::ALL[i], Sound::ALL[j]);
            }
        }
    }

    #[test]
    fn wav_header_is_valid_pcm() {
        let wav = Sound::Move.wav();
        assert_eq!(&wav[0..4], b"RIFF");
        assert_eq!(&wav[8..16], b"WAVEfmt ");
        let data_len = u32::from_le_bytes(wav[40..44].try_into().unwrap()) as usize;
        assert_eq!(wav.len(), 44 + data_len);
        assert_eq!(
            u32::from_le_bytes(wav[24..28].try_into().unwrap()),
            SAMPLE_RATE
        );
    }
}
