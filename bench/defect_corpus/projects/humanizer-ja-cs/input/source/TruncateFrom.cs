namespace Humanizer;

/// <summary>
/// Truncation location for humanizer
/// </summary>
public enum TruncateFrom
{
    /// <summary>
    /// Truncate letters from the left (start) of the string
    /// </summary>
    Left,

    /// <summary>
    /// Truncate letters from the right (end) of the string
    /// </summary>
    Right
}