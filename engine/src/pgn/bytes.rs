//! Byte tables and line tests the splitter (`split.rs`) scans with.

const fn stop_table(bytes: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
}

/// Bytes that matter in movetext once it has content (`[` and `%` only at a line start,
/// which follows a `\n`).
pub(super) static NORMAL_STOPS: [bool; 256] = stop_table(b"\n[%{;()");
pub(super) static COMMENT_STOPS: [bool; 256] = stop_table(b"}\n[");
pub(super) static LINE_STOPS: [bool; 256] = stop_table(b"\n");

/// `[Name "value"]`, allowing spaces around; the line may end in `\r`.
pub(super) fn is_tag_pair(line: &[u8]) -> bool {
    let line = line.trim_ascii();
    let Some(inner) = line.strip_prefix(b"[").and_then(|l| l.strip_suffix(b"]")) else {
        return false;
    };
    let inner = inner.trim_ascii_end();
    let name_len = inner
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
        .count();
    let value = inner[name_len..].trim_ascii_start();
    name_len > 0
        && name_len < inner.len()
        && value.len() >= 2
        && value.starts_with(b"\"")
        && value.ends_with(b"\"")
}
